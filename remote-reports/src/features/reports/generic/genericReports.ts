// The generic report tables: list declarations on the server (api/src/modules/logs/logs.list.ts,
// api/src/modules/pads/reports/padStats.list.ts).
import { LIST_ENTITY, type CsvEndpoint, type ListEndpoint } from '@pads/shared';
import { logs, padReports } from '@pads/contracts/endpoints';

export interface GenericReportConfig {
  key: string;
  title: string;
  /** The list entity (its list key and saved filters' entity). */
  entity: string;
  /** The list's endpoint and its CSV export. */
  endpoint: ListEndpoint;
  exportEndpoint: CsvEndpoint;
}

export const GENERIC_REPORTS: GenericReportConfig[] = [
  {
    key: 'log-report',
    title: 'System Logs',
    entity: LIST_ENTITY.logs,
    endpoint: logs.list,
    exportEndpoint: logs.listCsv,
  },
  {
    key: 'pad-stats-views',
    title: 'Pad Engagement All',
    entity: LIST_ENTITY['pad-stats'],
    endpoint: padReports.padStats,
    exportEndpoint: padReports.padStatsCsv,
  },
];
