// /api/admin/users/search: the users area's results in the search box (by name, username, e-mail and id).
import { Type, type Static } from 'typebox';
import { Data, errorResponses } from '../common.ts';
import { SearchMatchKind, SearchQueryParams } from '../search.ts';

export const UserSearchHit = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'First and last name' }),
  username: Type.String(),
  email: Type.String(),
  role: Type.Integer(),
  is_archived: Type.Boolean(),
  match: SearchMatchKind,
});
export type UserSearchHit = Static<typeof UserSearchHit>;

export const UserSearchAnswer = Data(Type.Array(UserSearchHit));
export type UserSearchAnswer = Static<typeof UserSearchAnswer>;

export const userSearchSchemas = {
  search: {
    tags: ['search'],
    summary:
      'Users by id, e-mail or username, then name, username or e-mail prefix, then fragment (case and accents ignored); at most 10',
    querystring: SearchQueryParams,
    response: { 200: UserSearchAnswer, ...errorResponses(401, 403, 422) },
  },
};
