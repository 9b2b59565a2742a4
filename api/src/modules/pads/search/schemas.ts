// Route schema of the search box's call under /pads (query and answer from @pads/contracts/api).
import { PadSearchAnswer, SearchQueryParams } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const padsSearchRouteSchema = {
  tags: ['search'],
  summary:
    'Pads by id, ICAO or HISC code, name prefix or fragment (case and accents ignored), or nearest a pasted point (lat, lng or degrees-minutes-seconds); at most 10, exact matches first',
  querystring: SearchQueryParams,
  response: { 200: PadSearchAnswer, ...errorResponses(401, 403, 422) },
};
