// What the search box's calls share (/api/admin/pads/search, /users/search, /revisions/search): the query, and
// how a result matched, by which each area ranks its answer (exact ids and codes first, then prefixes, then the rest).
import { Type } from 'typebox';
import { StringEnum } from './common.ts';

export const SearchQueryParams = Type.Object({
  q: Type.String({ maxLength: 200, description: 'What the admin typed or pasted' }),
});

export const SEARCH_MATCHES = ['id', 'code', 'email', 'username', 'prefix', 'fragment', 'nearest'] as const;
export type SearchMatch = (typeof SEARCH_MATCHES)[number];

export const SearchMatchKind = StringEnum(SEARCH_MATCHES, {
  description:
    'id, code, email, username: the query is exactly that; prefix: a name (or username, e-mail) starts with it; fragment: contains it; nearest: near the pasted point',
});
