// OpenAPI documentation of the owner search (tag "pad owners": the Owners table calls it); the query is
// validated with the shared ownerSearchSchema.
import { errorResponses } from '../../../openapi.js';

export const ownerSearchRouteSchema = {
  tags: ['pad owners'],
  summary: 'Users (pilots and owners) whose e-mail contains the text (from 3 characters; at most 10)',
  querystring: { type: 'object', properties: { email: { type: 'string' } } },
  response: errorResponses(422),
};
