// Route schemas of the geocoding calls (tag "geo"): answers from @pads/contracts/api. The handlers check the
// query themselves, so a short or missing one answers its own way (an empty list, a 422 naming the field).
import { GeocodeQuery, GeoPlaceReply, PredictionsQuery, PredictionsReply, ReverseQuery } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

const tags = ['geo'];

export const predictionsRouteSchema = {
  tags,
  summary: 'Address predictions for the text (from 3 characters; shorter gives an empty list)',
  querystring: PredictionsQuery,
  response: { 200: PredictionsReply, ...errorResponses(401) },
};

export const geocodeRouteSchema = {
  tags,
  summary: 'The place of a prediction (place_id) or of an address text (q)',
  querystring: GeocodeQuery,
  response: { 200: GeoPlaceReply, ...errorResponses(401, 422) },
};

export const reverseRouteSchema = {
  tags,
  summary: 'The address at a point',
  querystring: ReverseQuery,
  response: { 200: GeoPlaceReply, ...errorResponses(401, 422) },
};
