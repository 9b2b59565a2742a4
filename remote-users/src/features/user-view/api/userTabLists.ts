// The user page's paged tabs (Pads, Activity) on the list controller (useServerList): each a list of one user's
// rows, scoped by the user, opening on page 1 each time in the server's order.
import { serverListKey, type ServerListOptions } from '@pads/shared';

export const USER_TAB_LIST_KEYS = { pads: 'user-pads', activity: 'user-logs' } as const;

/** Kept while the tab is on screen; no sort sent (the server's order: the pads by id, the log newest first). */
export const userTabListOptions = (userId: number): ServerListOptions<{ id: number }> => ({
  keep: 'mount',
  defaults: { sort_column: '' },
  params: { id: userId },
});

/** Every page of one user's tabs (what a write to the user refreshes: it is logged, and may change their pads). */
export const userTabListQueryKeys = (userId: number) =>
  Object.values(USER_TAB_LIST_KEYS).map((key) => serverListKey(key, { id: userId }));
