// The generic report tables: list declarations on the server (api/src/modules/logs/logs.list.ts, api/src/modules/pads/reports/padStats.list.ts).
export interface GenericReportConfig {
  key: string;
  title: string;
  /** The list entity (saved filters) and the list's path. */
  entity: string;
  url: string;
}

export const GENERIC_REPORTS: GenericReportConfig[] = [
  { key: 'log-report', title: 'System Logs', entity: 'logs', url: '/admin/logs' },
  { key: 'pad-stats-views', title: 'Pad Engagement All', entity: 'pad-stats', url: '/admin/pads/pad-stats' },
];
