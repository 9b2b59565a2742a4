// /dashboard/reports: the fourteen reports (spec part 3 §2), each row opening its report. The duplicate
// checker's screen belongs to remote-moderation; its row links there like the others.
import { paths, useClearAreaOnLeave } from '@pads/shared';
import { Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { REPORTS_AREA } from '../../reportsArea';

export const REPORT_INDEX = [
  ['pad-submissions', 'Pad Submissions by Pilot', 'Counts pads added per pilot.'],
  ['log-report', 'System Logs', 'Every system-wide log in chronological order.'],
  ['duplicate-report', 'Duplicate Checker', 'Suspected duplicate pads, to merge or dismiss.'],
  ['pad-stats-fav', 'Pad Engagement Fav/Rev', 'Most favourites and reviews.'],
  ['pad-stats-views', 'Pad Engagement All', 'Views, PPR count, favourites, reviews.'],
  ['drop-off', 'Onboarding Drop Off', 'Where users stop while registering.'],
  ['pilots-country', 'Pilot Country', 'Pilots by country and premium state.'],
  ['moderation-engagement', 'In-app Engagement', 'What the apps submit, by type.'],
  ['campaigns', 'Campaigns', 'Which campaigns signed up the most pilots; a campaign name can be edited inline.'],
  ['subs-report', 'Premium Subscriptions', 'New versus recurring by role.'],
  ['concurrent-logins', 'Concurrent Pilot Logins', 'Active tokens by pilot.'],
  ['pad-country', 'Pad Country', 'Pads by country and state.'],
  ['survey-report', '360 Surveys', 'Surveys by status over time.'],
  ['pilot-aircrafts', 'Pilot aircrafts', 'Aircraft by tail number, with their pilots.'],
].map(([id, name, description]) => ({ id: id!, name: name!, description: description! }));

export default function ReportIndexPage() {
  // Not a list, but a screen of the reports area: leaving from here clears the reports' kept filters too.
  useClearAreaOnLeave(REPORTS_AREA);
  return (
    <div data-testid="report-index">
      <Typography.Title level={2}>Reports</Typography.Title>
      <Table
        rowKey="id"
        pagination={false}
        dataSource={REPORT_INDEX}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => <Link to={paths.report(row.id)}>{name}</Link>,
          },
          { title: 'Description', dataIndex: 'description' },
        ]}
      />
    </div>
  );
}
