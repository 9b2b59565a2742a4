// /api/regions…: regions, countries and US states (the address fields' reference lists); for admins, the
// country codes a HISC code may start with.
import { Type, type Static } from 'typebox';
import { Data, errorResponses } from './common.ts';

export const Region = Type.Object({ id: Type.Integer(), region: Type.String(), country_code: Type.String() });
export type Region = Static<typeof Region>;

/** A country (ISO 3166-1 alpha-2) or a US state. */
export const CodedItem = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type CodedItem = Static<typeof CodedItem>;

export const RegionList = Data(Type.Array(Region));
export const CodedList = Data(Type.Array(CodedItem));

/** Country code → country name: every country may prefix a HISC code (a map keyed by the codes in the table). */
export const HiscCountryCodes = Data(Type.Record(Type.String(), Type.String()));
export type HiscCountryCodes = Static<typeof HiscCountryCodes>['data'];

const tags = ['lookups'];

export const regionsSchemas = {
  regions: { tags, summary: 'Regions with their country code', response: { 200: RegionList, ...errorResponses(401) } },
  countries: {
    tags,
    summary: 'Countries (ISO 3166-1 alpha-2)',
    response: { 200: CodedList, ...errorResponses(401) },
  },
  usStates: { tags, summary: 'US states', response: { 200: CodedList, ...errorResponses(401) } },
  hiscCountryCodes: {
    tags,
    summary: 'Country codes usable as a HISC prefix, mapped to the country name',
    response: { 200: HiscCountryCodes, ...errorResponses(401, 403) },
  },
};
