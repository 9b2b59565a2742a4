// /api/admin/users/search: the users area's results in the search box (by name, username, e-mail and id).
import { Type, type Static } from 'typebox';
import { Data } from '../common.ts';
import { SearchMatchKind } from '../search.ts';

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
