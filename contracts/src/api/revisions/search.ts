// /api/admin/revisions/search: the moderation area's results in the search box (a revision by its id).
import { Type, type Static } from 'typebox';
import { Data, errorResponses } from '../common.ts';
import { SearchMatchKind, SearchQueryParams } from '../search.ts';

export const RevisionSearchHit = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  status: Type.Integer(),
  pad_id: Type.Integer(),
  pad_name: Type.String(),
  match: SearchMatchKind,
});
export type RevisionSearchHit = Static<typeof RevisionSearchHit>;

export const RevisionSearchAnswer = Data(Type.Array(RevisionSearchHit));
export type RevisionSearchAnswer = Static<typeof RevisionSearchAnswer>;

export const revisionSearchSchemas = {
  search: {
    tags: ['search'],
    summary: 'The revision a query names by its id (4412 or #4412), with its pad',
    querystring: SearchQueryParams,
    response: { 200: RevisionSearchAnswer, ...errorResponses(401, 403, 422) },
  },
};
