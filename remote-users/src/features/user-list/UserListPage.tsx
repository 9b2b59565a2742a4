import {
  FilterPanel,
  ListErrorAlert,
  ListMapSwitch,
  ListPage,
  PREMIUM_STATE_LABELS,
  roleLabel,
  ServerTable,
  UserLink,
  useServerList,
  type CellRenderer,
  type PremiumStateValue,
} from '@pads/shared';
import { users } from '@pads/contracts/endpoints';
import { USER_LIST_KEY, type UserRow } from './api/userList';
import { UserListMap } from './UserListMap';
import { useUserMapSwitch } from './useUserMapSwitch';

const renderers: Record<string, CellRenderer<UserRow>> = {
  // Spec part 3 §2: cut to 15 characters with an ellipsis (the shared UserLink), linked to the user page.
  username: (_value, row) => <UserLink user={row} />,
  role: (value) => roleLabel(value as number),
  premium_state: (value) => PREMIUM_STATE_LABELS[value as PremiumStateValue] ?? '',
};

const rowClassName = (row: UserRow) => (row.deleted_at ? 'user-row-archived' : '');

export default function UserListPage() {
  const list = useServerList(USER_LIST_KEY, users.list);
  const mapSwitch = useUserMapSwitch();

  return (
    <ListPage
      list={list}
      exportEndpoint={users.listCsv}
      exportFileName="users.csv"
      title="Users"
      data-testid="user-list-page"
    >
      {/* 'Export as CSV' (with 'Export for update') is the FilterPanel's, shown while a filter or keyword
          is active (spec part 1 §2). */}
      <FilterPanel />

      <ListMapSwitch label="View on the map" control={mapSwitch} data-testid="user-map-switch" />
      {mapSwitch.isMapOn && <UserListMap listParams={list.params} />}

      <ListErrorAlert />

      <ServerTable<UserRow> renderers={renderers} rowClassName={rowClassName} data-testid="user-table" />
    </ListPage>
  );
}
