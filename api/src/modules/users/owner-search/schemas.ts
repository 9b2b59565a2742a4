// Route schema of the owner search (tag "pad owners": the Owners table calls it); the query is validated with
// the shared ownerSearchSchema, the answer is from @pads/contracts/api.
import { OwnerCandidates, OwnerSearchQuery } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const ownerSearchRouteSchema = {
  tags: ['pad owners'],
  summary: 'Users (pilots and owners) whose e-mail contains the text (from 3 characters; at most 10)',
  querystring: OwnerSearchQuery,
  response: { 200: OwnerCandidates, ...errorResponses(422) },
};
