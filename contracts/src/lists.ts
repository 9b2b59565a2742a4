// List entity names: the server's list declaration (`entity`), the saved filters' `entity` and the
// client's list key (its remembered state and react-query key) are the same string.
export const LIST_ENTITY = {
  pads: 'pads',
  users: 'users',
  admins: 'admins',
  announcements: 'announcements',
  reviews: 'reviews',
  revisions: 'revisions',
  logs: 'logs',
  'pad-stats': 'pad-stats',
  /** A query list (api/src/lists/queryList.ts): no saved filters, the same list shape. */
  duplicates: 'duplicates',
  campaigns: 'campaigns',
} as const;
export type ListEntity = (typeof LIST_ENTITY)[keyof typeof LIST_ENTITY];
