// The pad's pending reports and claims (spec part 2 §4 "Reports", §9): 25 a page from the server, each
// accepted or ignored here, or opened in the report modal.
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { usePadReports, type PadReport } from './api/reports';
import { ReportModal } from './ReportModal';
import { ReportResolutionButtons } from './ReportResolutionButtons';
import { formatDateTime, UserLink } from '@pads/shared';
import { EmptyText } from './EmptyText';

export function ReportsTable({ padId }: { padId: number }) {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<string | null>(null);
  const reports = usePadReports(padId, page);
  const meta = reports.data?.meta;

  const columns: TableColumnsType<PadReport> = [
    {
      title: 'ID',
      dataIndex: 'id',
      render: (id: number) => (
        <Button type="link" size="small" onClick={() => setOpened(String(id))} aria-label={`Open report ${id}`}>
          {id}
        </Button>
      ),
    },
    { title: 'Type', dataIndex: 'type_name' },
    { title: 'Report', dataIndex: 'pad_report_type_name', render: (v: string | null) => v ?? '—' },
    { title: 'Comment', dataIndex: 'comment', render: (v: string | null) => v || '—' },
    { title: 'Submitted by', dataIndex: 'user', render: (user: PadReport['user']) => <UserLink user={user} /> },
    { title: 'Created', dataIndex: 'created_at', render: (v: string) => formatDateTime(v) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_: unknown, row) => <ReportResolutionButtons padId={padId} revision={row} />,
    },
  ];

  return (
    <>
      {reports.error ? <Alert type="error" showIcon title="Reports could not be loaded" /> : null}
      <Table<PadReport>
        data-testid="reports-table"
        rowKey="id"
        size="small"
        loading={reports.isFetching}
        columns={columns}
        dataSource={reports.data?.data ?? []}
        locale={{ emptyText: <EmptyText>No reports</EmptyText> }}
        pagination={{
          current: meta?.current_page ?? page,
          pageSize: meta?.per_page ?? 25,
          total: meta?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        scroll={{ x: true }}
      />
      <ReportModal padId={padId} reportedId={opened} onClose={() => setOpened(null)} />
    </>
  );
}
