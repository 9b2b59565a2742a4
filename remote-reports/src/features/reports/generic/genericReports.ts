// The generic report tables: list declarations on the server (api/src/modules/logs/logs.list.ts,
// api/src/modules/pads/reports/padStats.list.ts).
import { LIST_ENTITY } from '@pads/shared';

export interface GenericReportConfig {
  key: string;
  title: string;
  /** The list entity (its list key and saved filters' entity) and the list's path. */
  entity: string;
  url: string;
}

export const GENERIC_REPORTS: GenericReportConfig[] = [
  { key: 'log-report', title: 'System Logs', entity: LIST_ENTITY.logs, url: '/admin/logs' },
  {
    key: 'pad-stats-views',
    title: 'Pad Engagement All',
    entity: LIST_ENTITY['pad-stats'],
    url: '/admin/pads/pad-stats',
  },
];
