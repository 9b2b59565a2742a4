// /dashboard/moderation-list: pending revisions by type tab on the shared list UI (spec part 3 §2, §7, §8).
// Rows lead where rowTarget.ts says; additions are accepted or rejected here, an accepted revision can
// be reverted, a moderation request answered with the link. For a team (issue 35): who is reviewing each row and
// since when, each tab's pending count and oldest item, the decisions of the last 24 h, Undo after Accept and
// Reject, and all of it (rows, counts, the Duplicates badge) refreshed live as other admins work.
import {
  ClaimTag,
  claimOn,
  type CellRenderer,
  FilterPanel,
  ListErrorAlert,
  ListPage,
  notifyError,
  notifySuccess,
  notifyUndoable,
  paths,
  REVISION_STATUS,
  REVISION_TABS,
  REVISION_TYPE,
  ServerTable,
  useClaims,
  useLiveRefresh,
  UserLink,
  useServerList,
  type RevisionTab,
} from '@pads/shared';
import { Badge, Button, Popconfirm, Space, Tabs } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { dupeCountQueryKey, useDupeCount } from '../../duplicate-count/api/duplicateCount';
import { MODERATION_LIST_KEY, moderationListQueryKey } from './api/moderationList';
import { useRevisionAction, type RevisionAction } from './api/moderationActions';
import { queueHealthQueryKey, useQueueHealth, type QueueTab } from './api/queueHealth';
import { DecisionsToday } from './DecisionsToday';
import { OldestPending } from './OldestPending';
import { defaultDateRange, rowTarget } from './rowTarget';
import { revisions } from '@pads/contracts/endpoints';
import type { RevisionListRow } from '@pads/contracts/api';

const TAB_LABELS: Record<RevisionTab, string> = {
  all: 'All',
  additions: 'Pad Additions',
  purgatory: 'Purgatory',
  reported: 'Reported',
  claims: 'Claims',
  updates: 'Updates',
  moderation_requested: 'Moderation requested',
  converted: 'Converted',
};

/** The list's tabs (its `tab`), in the contract's order (REVISION_TABS in @pads/contracts). */
export const MODERATION_TABS = REVISION_TABS.map((key) => ({ key, label: TAB_LABELS[key] }));

const PENDING = { 'status:in': `[${REVISION_STATUS.Pending}]` };
const DATE_FILTER = 'created_at:between';
/** What Revert puts back: an addition, an update, a moderation request. */
const REVERTIBLE: number[] = [REVISION_TYPE.Addition, REVISION_TYPE.Update, REVISION_TYPE.ModerationRequested];

const renderers: Record<string, CellRenderer<RevisionListRow>> = {
  id: (_v, row) => <Link to={rowTarget(row)}>{row.id}</Link>,
  type_name: (_v, row) => <Link to={rowTarget(row)}>{row.type_name}</Link>,
  'user.username': (_v, row) =>
    row.user_id && row.user?.username ? <UserLink user={{ id: row.user_id, username: row.user.username }} /> : '—',
};

/** A tab's label with its pending items (how long the oldest has waited is on OldestPending's line). */
function tabLabel(label: string, health: QueueTab | undefined) {
  if (!health) return label;
  return (
    <span data-testid={`tab-count-${health.tab}`}>
      {label} <Badge count={health.pending} showZero overflowCount={9999} color="#595959" />
    </span>
  );
}

export default function ModerationListPage() {
  const navigate = useNavigate();
  const list = useServerList(
    MODERATION_LIST_KEY,
    revisions.list,
    {},
    {
      paramNames: ['tab'],
      defaults: { filters: { ...PENDING, [DATE_FILTER]: defaultDateRange() } },
    },
  );
  const tab = list.state.params.tab || 'all';
  // Purgatory holds pads added before the default range starts: its tab drops the dates.
  const filtersFor = (key: string) => {
    const { [DATE_FILTER]: _dates, ...rest } = list.state.filters;
    return key === 'purgatory'
      ? rest
      : { ...rest, [DATE_FILTER]: list.state.filters[DATE_FILTER] ?? defaultDateRange() };
  };
  const dupes = useDupeCount();
  const action = useRevisionAction();
  const health = useQueueHealth();
  const claims = useClaims();
  // Another admin's decision or a new submission (rows, tab counts), a new or resolved pair (the badge).
  useLiveRefresh(['revisions'], [moderationListQueryKey(), queueHealthQueryKey]);
  useLiveRefresh(['pairs'], [dupeCountQueryKey]);

  const refresh = () => {
    void list.query.refetch();
    void health.refetch();
  };
  const run = (kind: RevisionAction, row: RevisionListRow) =>
    action.mutate(
      { action: kind, id: row.id },
      {
        onSuccess: ({ message, undo }) =>
          kind === 'accept' || kind === 'cancel'
            ? notifyUndoable('Success', message, undo, refresh)
            : notifySuccess('Success', message),
        onError: (error) => notifyError(error),
      },
    );

  const reviewing = {
    title: 'Reviewing',
    key: 'reviewing',
    render: (_: unknown, row: RevisionListRow) => {
      const claim = claimOn(claims.data, 'revision', row.id);
      return claim ? <ClaimTag claim={claim} /> : null;
    },
  };

  const actions = {
    title: 'Actions',
    key: 'actions',
    render: (_: unknown, row: RevisionListRow) => (
      <Space wrap size="small">
        <Button size="small" onClick={() => navigate(rowTarget(row))}>
          Open
        </Button>
        {row.status === REVISION_STATUS.Pending && row.type === REVISION_TYPE.Addition && (
          <>
            <Button size="small" type="primary" onClick={() => run('accept', row)}>
              Accept
            </Button>
            <Popconfirm title="Reject this pad addition?" okText="Reject" onConfirm={() => run('cancel', row)}>
              <Button size="small" danger>
                Reject
              </Button>
            </Popconfirm>
          </>
        )}
        {row.status === REVISION_STATUS.Accepted && REVERTIBLE.includes(row.type) && !row.reverted_at && (
          <Popconfirm
            title="Put the pad back as it was?"
            okText="Revert"
            onConfirm={() => run('revert-moderation', row)}
          >
            <Button size="small">Revert</Button>
          </Popconfirm>
        )}
        {row.status === REVISION_STATUS.Pending && row.type === REVISION_TYPE.ModerationRequested && (
          <Button size="small" onClick={() => run('send-moderation-link', row)}>
            Send link
          </Button>
        )}
      </Space>
    ),
  };

  return (
    <ListPage
      list={list}
      title="Moderations"
      savedFilters={false}
      actions={
        // A darker red than antd's default keeps the white count readable (contrast).
        <Badge count={dupes.data ?? 0} showZero overflowCount={999} color="#cf1322">
          <Button onClick={() => navigate(paths.duplicateList())}>Duplicates</Button>
        </Badge>
      }
      data-testid="moderation-list-page"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => list.update({ params: { ...list.state.params, tab: key }, filters: filtersFor(key) })}
        items={MODERATION_TABS.map((t) => ({
          key: t.key,
          label: tabLabel(
            t.label,
            health.data?.tabs.find((h) => h.tab === t.key),
          ),
        }))}
      />
      <OldestPending tabs={MODERATION_TABS} health={health.data?.tabs} />
      <DecisionsToday decisions={health.data?.decisions} />
      <FilterPanel />
      <ListErrorAlert />
      <ServerTable<RevisionListRow>
        renderers={renderers}
        extraColumns={[reviewing, actions]}
        data-testid="moderation-table"
      />
    </ListPage>
  );
}
