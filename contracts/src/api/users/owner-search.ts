// /api/admin/users/search-owner-by-email: the users a pad's Owners table may add as owners.
import { Type, type Static } from 'typebox';
import { Data, errorResponses } from '../common.ts';

export const OwnerCandidate = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  role: Type.Integer(),
});
export type OwnerCandidate = Static<typeof OwnerCandidate>;

export const OwnerCandidates = Data(Type.Array(OwnerCandidate));

export const OwnerSearchQuery = Type.Object({ email: Type.Optional(Type.String()) });

// The query is validated with the shared ownerSearchSchema (tag "pad owners": the Owners table calls it).
export const ownerSearchSchemas = {
  search: {
    tags: ['pad owners'],
    summary: 'Users (pilots and owners) whose e-mail contains the text (from 3 characters; at most 10)',
    querystring: OwnerSearchQuery,
    response: { 200: OwnerCandidates, ...errorResponses(422) },
  },
};
