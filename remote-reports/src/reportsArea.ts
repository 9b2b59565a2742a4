// The reports area (/dashboard/reports): its lists (every report, the campaigns) keep their state while the
// admin stays in it and start clean after leaving it (spec part 3 §4), through the list engine's `keep`.
// The duplicate checker, under the same path but remote-moderation's, reads the same REPORTS_KEEP.
import { paths, REPORTS_KEEP } from '@pads/shared';

export const REPORTS_AREA = paths.reports();
export { REPORTS_KEEP };
