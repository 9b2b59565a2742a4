// The moderation list's key (its remembered state and saved filters' entity) and the query key prefix
// its pages sit under, so a resolved revision refreshes the list.

export const MODERATION_LIST_KEY = 'revisions';
export const MODERATION_LIST_URL = '/admin/revisions';
export const LIST_ENTITY_REVISIONS_KEY = ['server-list', MODERATION_LIST_KEY] as const;
