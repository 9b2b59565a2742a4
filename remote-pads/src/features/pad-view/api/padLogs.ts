// GET /api/admin/logs/pad-logs/{id}?page: the pad's change log, 25 a page, on the list controller (useServerList),
// scoped by the pad.
import { serverListKey, type ServerListOptions } from '@pads/shared';
export type { LogEntry as PadLogEntry, PadLogPage } from '@pads/contracts/api';

export const PAD_LOGS_LIST_KEY = 'pad-logs';

/** Opens on page 1 each time, newest first (the server's order; no sort sent). */
export const padLogsListOptions = (padId: number): ServerListOptions<{ id: number }> => ({
  keep: 'mount',
  defaults: { sort_column: '' },
  params: { id: padId },
});

/** Every page of a pad's log: what a write to the pad invalidates. */
export const padLogKeys = {
  pad: (padId: number) => serverListKey(PAD_LOGS_LIST_KEY, { id: padId }),
};
