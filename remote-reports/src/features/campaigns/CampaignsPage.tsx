// /dashboard/reports/campaigns (spec part 3 §2 "Campaigns", §9): the campaigns with the users each signed
// up (Current), how many became premium (Converted) and how many let premium lapse (Reverted); the name is
// edited in place; View opens the user list filtered to the campaign; Delete says how many users it has.
import {
  campaignUsersQuery,
  ExportCsvButton,
  MetaPagination,
  notifyError,
  notifySuccess,
  paths,
  ShowingLine,
  type Campaign,
} from '@pads/shared';
import { Button, Flex, Popconfirm, Space, Table, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddCampaignPopover } from './AddCampaignPopover';
import {
  useCampaigns,
  useDeleteCampaign,
  useRenameCampaign,
  type CampaignQuery,
  type CampaignSort,
} from './api/campaigns';

const DEFAULT_QUERY: CampaignQuery = { page: 1, sort_column: 'count', sort_direction: 'desc' };

function CampaignName({ campaign }: { campaign: Campaign }) {
  const rename = useRenameCampaign();
  return (
    <Typography.Text
      editable={{
        tooltip: 'Rename',
        onChange: async (value) => {
          const name = value.trim();
          if (name === campaign.name) return;
          try {
            await rename.mutateAsync({ id: campaign.id, name });
            notifySuccess('Success', 'Campaign renamed.');
          } catch (error) {
            notifyError(error);
          }
        },
      }}
      data-testid={`campaign-name-${campaign.id}`}
    >
      {campaign.name}
    </Typography.Text>
  );
}

export default function CampaignsPage() {
  const [query, setQuery] = useState<CampaignQuery>(DEFAULT_QUERY);
  const campaigns = useCampaigns(query);
  const remove = useDeleteCampaign();
  const meta = campaigns.data?.meta;

  const sortable = (key: CampaignSort) => ({
    key,
    sorter: true,
    sortDirections: ['descend' as const, 'ascend' as const],
    sortOrder:
      query.sort_column === key ? (query.sort_direction === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
  });
  const columns: TableProps<Campaign>['columns'] = [
    { title: 'Name', key: 'name', render: (_, c) => <CampaignName campaign={c} /> },
    { title: 'Current', dataIndex: 'count', ...sortable('count') },
    { title: 'Converted', dataIndex: 'converted', ...sortable('converted') },
    { title: 'Reverted', dataIndex: 'reverted', ...sortable('reverted') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, c) => (
        <Space>
          <Link to={paths.userList(campaignUsersQuery(c.id))}>View</Link>
          <Popconfirm
            title={`Delete "${c.name}"?`}
            description={`${c.count} user${c.count === 1 ? ' is' : 's are'} assigned to this campaign. They stay, without the campaign.`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              try {
                await remove.mutateAsync(c.id);
                notifySuccess('Success', `Campaign "${c.name}" deleted.`);
              } catch (error) {
                notifyError(error);
              }
            }}
          >
            <Button size="small" danger>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  // 'Showing x-y of n listings' and the pager, top and bottom right (test ids as the shared list's).
  const paging = (showingTestId: string) =>
    meta && (
      <Flex justify="end" align="center" gap={16} wrap>
        <ShowingLine meta={meta} data-testid={showingTestId} />
        <MetaPagination meta={meta} onChange={(page) => setQuery((q) => ({ ...q, page }))} />
      </Flex>
    );

  return (
    <Flex vertical gap={16} data-testid="campaigns-page">
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Campaigns
        </Typography.Title>
        <Space>
          <ExportCsvButton
            url="/admin/campaigns"
            params={{ sort_column: query.sort_column, sort_direction: query.sort_direction, export: 'csv' }}
            fileName="campaigns.csv"
            data-testid="campaigns-export"
          />
          <AddCampaignPopover />
        </Space>
      </Flex>
      {paging('list-showing')}
      <Table<Campaign>
        rowKey="id"
        columns={columns}
        dataSource={campaigns.data?.data ?? []}
        loading={campaigns.isFetching}
        pagination={false}
        onChange={(_p, _f, sorter) => {
          const single = Array.isArray(sorter) ? sorter[0] : sorter;
          setQuery({
            page: 1,
            sort_column: single?.order ? (single.columnKey as CampaignSort) : 'count',
            sort_direction: single?.order === 'ascend' ? 'asc' : 'desc',
          });
        }}
        data-testid="campaigns-table"
      />
      {paging('list-showing-bottom')}
    </Flex>
  );
}
