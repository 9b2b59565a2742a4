// /api/admin/pads/search-region and /api/pads/landing-fees: the pad form's lookups.
import { Type } from 'typebox';
import { Data, errorResponses, Nullable } from '../common.ts';
import { namedLookup } from '../lookups.ts';
import { Region } from '../regions.ts';

/** The region a country (and optionally a region name) pre-fills, or null. */
export const RegionFound = Data(Nullable(Region));

export const RegionSearchQuery = Type.Object({
  country_code: Type.String({ minLength: 2, maxLength: 2 }),
  region: Type.Optional(Type.String({ maxLength: 200 })),
});

export const padLookupsSchemas = {
  landingFees: namedLookup('Landing fee categories'),
  searchRegion: {
    tags: ['lookups'],
    summary: 'The region for a country (optionally by region name), or null',
    querystring: RegionSearchQuery,
    response: { 200: RegionFound, ...errorResponses(401, 403, 422) },
  },
};
