// The moderation list: its key (remembered state, saved filters' entity, query key); its endpoint is revisions.list. What
// resolves a revision elsewhere (the revision screen) refreshes it by the same LIST_ENTITY key.
import { LIST_ENTITY, serverListKey } from '@pads/shared';

export const MODERATION_LIST_KEY = LIST_ENTITY.revisions;
export const moderationListQueryKey = () => serverListKey(MODERATION_LIST_KEY);
