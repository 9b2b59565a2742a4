// /dashboard/reports/campaigns (spec part 3 §2 "Campaigns", §9): the campaigns with the users each signed
// up (Current), how many became premium (Converted) and how many let premium lapse (Reverted); the name is
// edited in place; View opens the user list filtered to the campaign; Delete says how many users it has. A
// list on the list engine (the server's query list), kept while the admin stays in the reports area.
import {
  campaignUsersQuery,
  ExportCsvButton,
  ListProvider,
  notifyError,
  notifySuccess,
  paths,
  ServerTable,
  useServerList,
  type Campaign,
  type CellRenderer,
  type ServerListOptions,
  type SortDirection,
} from '@pads/shared';
import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { campaigns } from '@pads/contracts/endpoints';
import { REPORTS_KEEP } from '../../reportsArea';
import { AddCampaignPopover } from './AddCampaignPopover';
import { CAMPAIGN_DEFAULT_SORT, CAMPAIGN_LIST_KEY, useDeleteCampaign, useRenameCampaign } from './api/campaigns';

// Kept like the reports' while the admin stays in the reports area.
const LIST_OPTIONS: ServerListOptions = {
  keep: REPORTS_KEEP,
  defaults: { sort_column: CAMPAIGN_DEFAULT_SORT.column, sort_direction: CAMPAIGN_DEFAULT_SORT.direction },
};

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

const renderers: Record<string, CellRenderer<Campaign>> = {
  name: (_value, campaign) => <CampaignName campaign={campaign} />,
};
const DESCENDING_FIRST: SortDirection[] = ['descend', 'ascend'];

export default function CampaignsPage() {
  const list = useServerList(CAMPAIGN_LIST_KEY, campaigns.list, {}, LIST_OPTIONS);
  const remove = useDeleteCampaign();
  // The CSV holds every campaign in the table's order.
  const { page: _page, ...exportParams } = list.params;

  const actions = {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, c: Campaign) => (
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
  };

  return (
    <ListProvider list={list}>
      <Flex vertical gap={16} data-testid="campaigns-page">
        <Flex justify="space-between" align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            Campaigns
          </Typography.Title>
          <Space>
            <ExportCsvButton
              endpoint={campaigns.list}
              params={{ ...exportParams, export: 'csv' }}
              fileName="campaigns.csv"
              data-testid="campaigns-export"
            />
            <AddCampaignPopover />
          </Space>
        </Flex>
        {/* 'Showing x-y of n listings' and the pager, top and bottom right (spec part 3 §2). */}
        <ServerTable<Campaign>
          renderers={renderers}
          extraColumns={[actions]}
          defaultSort={CAMPAIGN_DEFAULT_SORT}
          sortDirections={DESCENDING_FIRST}
          pagerAbove
          data-testid="campaigns-table"
        />
      </Flex>
    </ListProvider>
  );
}
