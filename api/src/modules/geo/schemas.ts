// OpenAPI documentation of the geocoding calls (tag "geo"); the handlers check the query themselves, so a
// short or missing one answers its own way (an empty list, a 422 naming the field).
import { errorResponses } from '../../openapi.js';

const tags = ['geo'];
const text = { type: 'string' } as const;

export const predictionsRouteSchema = {
  tags,
  summary: 'Address predictions for the text (from 3 characters; shorter gives an empty list)',
  querystring: { type: 'object', properties: { q: text } },
  response: errorResponses(401),
};

export const geocodeRouteSchema = {
  tags,
  summary: 'The place of a prediction (place_id) or of an address text (q)',
  querystring: { type: 'object', properties: { place_id: text, q: text } },
  response: errorResponses(401, 422),
};

export const reverseRouteSchema = {
  tags,
  summary: 'The address at a point',
  querystring: { type: 'object', properties: { lat: text, lng: text } },
  response: errorResponses(401, 422),
};
