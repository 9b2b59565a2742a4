// Route schemas of the regions, countries and US states, and the HISC prefixes.
import { CodedList, HiscCountryCodes, RegionList } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

const tags = ['lookups'];

export const regionsRouteSchema = {
  tags,
  summary: 'Regions with their country code',
  response: { 200: RegionList, ...errorResponses(401) },
};

export const countriesRouteSchema = {
  tags,
  summary: 'Countries (ISO 3166-1 alpha-2)',
  response: { 200: CodedList, ...errorResponses(401) },
};
export const usStatesRouteSchema = {
  tags,
  summary: 'US states',
  response: { 200: CodedList, ...errorResponses(401) },
};

export const hiscCountryCodesRouteSchema = {
  tags,
  summary: 'Country codes usable as a HISC prefix, mapped to the country name',
  response: { 200: HiscCountryCodes, ...errorResponses(401, 403) },
};
