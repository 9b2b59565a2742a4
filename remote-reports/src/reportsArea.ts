// The reports area (/dashboard/reports): its lists (every report, the campaigns) keep their state while the
// admin stays in it and start clean after leaving it (spec part 3 §4), through the list engine's `keep`.
// The duplicate checker, under the same path but remote-moderation's, keeps its own for the tab's session.
import { paths, type ListKeep } from '@pads/shared';

export const REPORTS_AREA = paths.reports();
export const REPORTS_KEEP: ListKeep = { area: REPORTS_AREA };
