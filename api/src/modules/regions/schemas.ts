import { errorResponses } from '../../openapi.js';

const tags = ['lookups'];

const codeNameList = {
  type: 'object',
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
      },
    },
  },
} as const;

const regionItem = {
  type: 'object',
  properties: { id: { type: 'integer' }, region: { type: 'string' }, country_code: { type: 'string' } },
} as const;

export const regionsRouteSchema = {
  tags,
  summary: 'Regions with their country code',
  response: {
    200: { type: 'object', properties: { data: { type: 'array', items: regionItem } } },
    ...errorResponses(401),
  },
};

export const countriesRouteSchema = {
  tags,
  summary: 'Countries (ISO 3166-1 alpha-2)',
  response: { 200: codeNameList, ...errorResponses(401) },
};
export const usStatesRouteSchema = {
  tags,
  summary: 'US states',
  response: { 200: codeNameList, ...errorResponses(401) },
};

export const hiscCountryCodesRouteSchema = {
  tags,
  summary: 'Country codes usable as a HISC prefix, mapped to the country name',
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', additionalProperties: { type: 'string' } } },
    },
    ...errorResponses(401, 403),
  },
};
