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

// The quick filters of the lists that have one: the query parameter's values, in the order the screens show them.
// The API's list declarations implement each value (a type error there when one is missing) and the screens
// label each (a type error there too); api/<module>.ts declares them on the list's endpoints.

/** The pad list's `type` (spec part 1 §4). */
export const PAD_QUICK_FILTERS = [
  'all',
  'unmoderated',
  'moderated',
  'invalid_phone',
  'consumer_submitted',
  'landing_not_possible',
  'private',
  'archived',
] as const;
export type PadQuickFilter = (typeof PAD_QUICK_FILTERS)[number];

/** The admins table's `type`: the active admins, or every one. */
export const ADMIN_QUICK_FILTERS = ['active', 'all'] as const;
export type AdminQuickFilter = (typeof ADMIN_QUICK_FILTERS)[number];

/** The moderation list's `tab` (spec part 2 §1). */
export const REVISION_TABS = [
  'all',
  'additions',
  'purgatory',
  'reported',
  'claims',
  'updates',
  'moderation_requested',
  'converted',
] as const;
export type RevisionTab = (typeof REVISION_TABS)[number];
