// The moderation list: its key (remembered state, saved filters' entity, query key) and its path. What
// resolves a revision elsewhere (the revision screen) refreshes it by the same LIST_ENTITY key.
import { LIST_ENTITY, serverListKey } from '@pads/shared';

export const MODERATION_LIST_KEY = LIST_ENTITY.revisions;
export const MODERATION_LIST_URL = '/admin/revisions';
export const moderationListQueryKey = () => serverListKey(MODERATION_LIST_KEY);
