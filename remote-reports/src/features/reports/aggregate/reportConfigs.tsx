// The aggregate reports (spec part 3 §2, §3, §7, §9), each a configuration of the report kit: its call,
// filters, chart and cell renderers. The index and the routes are built from REPORTS (reportIndex.ts).
import { paths, USER_PADS_FILTER } from '@pads/shared';
import {
  getCountryReport,
  getModerationReport,
  getPremiumSubsReport,
  padContacts,
  padReports,
  surveyReports,
  userReports,
} from '@pads/contracts/endpoints';
import { Link } from 'react-router-dom';
import type { ReportConfig } from './AggregateReportPage';

/** A pad count linked to the pilot's Pads tab with the matching filter (spec part 3 §2: `filter_id`). */
const padCountLink = (key: string, filterId: number) => (row: Record<string, unknown>) => (
  <Link to={paths.userPads(row.user_id as number, filterId)}>{String(row[key])}</Link>
);

export const AGGREGATE_REPORTS: ReportConfig[] = [
  {
    key: 'pad-submissions',
    title: 'Pad Submissions by Pilot',
    endpoint: padContacts.report,
    filters: ['keyword', 'country'],
    renderers: {
      name: (row) => <Link to={paths.userView(row.user_id as number)}>{String(row.name)}</Link>,
      // Public pads are the ones the pilot submitted; private pads are the pilot's own.
      public_pads_moderated: padCountLink('public_pads_moderated', USER_PADS_FILTER.Submitted),
      public_pads_not_moderated: padCountLink('public_pads_not_moderated', USER_PADS_FILTER.Submitted),
      private_pads: padCountLink('private_pads', USER_PADS_FILTER.Private),
    },
  },
  {
    key: 'pad-stats-fav',
    title: 'Pad Engagement Fav/Rev',
    endpoint: padReports.favRev,
    filters: ['range'],
    rangeRequired: { before: 'Select dates rage', empty: 'No Data' },
    renderers: { name: (row) => <Link to={paths.padView(row.id as number)}>{String(row.name)}</Link> },
  },
  {
    key: 'drop-off',
    title: 'Onboarding Drop Off',
    endpoint: userReports.dropOff,
    filters: ['range'],
    // Spec part 3 §9: 1 owners (type 1), 2 iOS pilots (type 0, ios), 3 Android pilots (type 0, android).
    tabs: [
      { key: 'owners', label: 'Owners', params: { type: '1' } },
      { key: 'ios', label: 'Pilots iOS', params: { type: '0', device: 'ios' }, version: true },
      { key: 'android', label: 'Pilots Android', params: { type: '0', device: 'android' }, version: true },
    ],
    chart: { kind: 'funnel', x: 'label', series: [{ key: 'count', label: 'Users' }] },
  },
  {
    key: 'pilots-country',
    title: 'Pilot Country',
    endpoint: getCountryReport.report,
    filters: ['range', 'countries', 'states'],
    chart: {
      kind: 'stacked',
      x: 'country',
      series: [
        { key: 'user_premium_count', label: 'Premium Users' },
        { key: 'user_non_premium_count', label: 'Non Premium Users' },
        { key: 'user_fremium_count', label: 'Freemium Users' },
      ],
    },
  },
  {
    key: 'moderation-engagement',
    title: 'In-app Engagement',
    endpoint: getModerationReport.report,
    filters: ['range', 'internal'],
    chart: { kind: 'bar', x: 'type', series: [{ key: 'type_count', label: 'Count' }] },
  },
  {
    key: 'subs-report',
    title: 'Premium Subscriptions',
    endpoint: getPremiumSubsReport.report,
    filters: ['range', 'country'],
    countryParam: 'country_code',
  },
  {
    key: 'concurrent-logins',
    title: 'Concurrent Pilot Logins',
    endpoint: userReports.concurrentLogins,
    filters: ['keyword', 'range', 'country'],
    rangeMaxDays: 92,
    renderers: {
      full_name: (row) => <Link to={paths.userView(row.id as number)}>{String(row.full_name)}</Link>,
    },
  },
  {
    key: 'pad-country',
    title: 'Pad Country',
    endpoint: padReports.country,
    filters: ['countries', 'states'],
    chart: {
      kind: 'bar',
      x: 'country',
      series: [
        { key: 'moderated_pads', label: 'Moderated Pads' },
        { key: 'unmoderated_pads', label: 'Unmoderated Pads' },
        { key: 'private_pads', label: 'Private Pads' },
      ],
    },
  },
  {
    key: 'survey-report',
    title: '360 Surveys',
    endpoint: surveyReports.report,
    filters: ['range', 'version'],
    chart: {
      kind: 'line',
      x: 'month',
      series: [
        { key: 'not_started', label: 'Not started' },
        { key: 'in_progress', label: 'In progress' },
        { key: 'completed', label: 'Completed' },
      ],
    },
  },
  {
    key: 'pilot-aircrafts',
    title: 'Pilot aircrafts',
    endpoint: userReports.pilotAircrafts,
    filters: ['keyword'],
    keywordMin: 3,
    renderers: { pilot: (row) => <Link to={paths.userView(row.user_id as number)}>{String(row.pilot)}</Link> },
  },
];
