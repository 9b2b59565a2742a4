// /api/admin/pads/search-region and /api/pads/landing-fees: the pad form's lookups.
import { Type } from 'typebox';
import { Data, Nullable } from '../common.ts';
import { Region } from '../regions.ts';

/** The region a country (and optionally a region name) pre-fills, or null. */
export const RegionFound = Data(Nullable(Region));

export const RegionSearchQuery = Type.Object({
  country_code: Type.String({ minLength: 2, maxLength: 2 }),
  region: Type.Optional(Type.String({ maxLength: 200 })),
});
