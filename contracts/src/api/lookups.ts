// /api/categories, /contact-types, /facilities, /statuses, /tags, /user-tags, /warnings (and /pads/landing-fees in
// ./pads/lookups.ts): the `{ id, name }` reference tables the panel and the apps load after sign-in, one module
// each in the API (mounted with its domain/namedLookups.ts), any signed-in user.
import { Type } from 'typebox';
import { errorResponses, NamedItem } from './common.ts';

/** The schemas of GET <a named lookup>: its rows `{ id, name }` in id order. */
export function namedLookup(summary: string) {
  return {
    tags: ['lookups'],
    summary,
    response: { 200: Type.Object({ data: Type.Array(NamedItem) }, { description: summary }), ...errorResponses(401) },
  };
}

export const lookupsSchemas = {
  categories: namedLookup('Pad categories'),
  contactTypes: namedLookup('Contact types'),
  facilities: namedLookup('Pad facilities'),
  statuses: namedLookup('Pad statuses'),
  tags: namedLookup('Pad tags'),
  userTags: namedLookup('User tags'),
  warnings: namedLookup('Pad warnings'),
};
