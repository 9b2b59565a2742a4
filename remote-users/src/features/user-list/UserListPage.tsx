import {
  FilterPanel,
  ListErrorAlert,
  PREMIUM_STATE_LABELS,
  roleLabel,
  SavedFiltersSelect,
  ServerTable,
  UserLink,
  useServerList,
  type AppliedFilters,
  type CellRenderer,
  type PremiumStateValue,
} from '@pads/shared';
import { Flex, Space, Switch, Typography } from 'antd';
import { useMemo } from 'react';
import { USER_CSV_URL, USER_LIST_KEY, USER_LIST_URL, type UserRow } from './api/userList';
import { UserListMap } from './UserListMap';
import { useUserMapSwitch } from './useUserMapSwitch';

const renderers: Record<string, CellRenderer<UserRow>> = {
  // Spec part 3 §2: cut to 15 characters with an ellipsis (the shared UserLink), linked to the user page.
  username: (_value, row) => <UserLink user={row} />,
  role: (value) => roleLabel(value as number),
  premium_state: (value) => PREMIUM_STATE_LABELS[value as PremiumStateValue] ?? '',
};

const withoutEmpty = (filters: AppliedFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([key]) => key !== ''));

const rowClassName = (row: UserRow) => (row.deleted_at ? 'user-row-archived' : '');

export default function UserListPage() {
  const { state, update, params, data, query, failure } = useServerList<UserRow>(USER_LIST_KEY, USER_LIST_URL);
  const { isMapOn, setMapOn, saving } = useUserMapSwitch();
  const columnNames = useMemo(() => data?.columns.map((column) => column.column) ?? [], [data?.columns]);

  return (
    <Flex vertical gap={16} data-testid="user-list-page">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Users
        </Typography.Title>
        <SavedFiltersSelect
          entity={USER_LIST_KEY}
          value={state.savedFilterId}
          onSelect={(saved) => update({ filters: withoutEmpty(saved.filters), savedFilterId: saved.id })}
        />
      </Flex>

      <FilterPanel
        entity={USER_LIST_KEY}
        state={state}
        filterable={data?.filterable ?? []}
        columns={columnNames}
        onApply={(change) => update(change)}
        exportUrl={USER_CSV_URL}
        exportParams={params}
        exportFileName="users.csv"
      />

      {/* 'Export as CSV' (with 'Export for update') is the FilterPanel's, shown while a filter or keyword
          is active (spec part 1 §2). */}
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space>
          <Switch
            checked={isMapOn}
            loading={saving}
            onChange={setMapOn}
            aria-labelledby="user-map-switch-label"
            data-testid="user-map-switch"
          />
          <Typography.Text id="user-map-switch-label">View on the map</Typography.Text>
        </Space>
      </Flex>
      {isMapOn && <UserListMap listParams={params} />}

      <ListErrorAlert failure={failure} />

      <ServerTable<UserRow>
        columns={data?.columns ?? []}
        rows={data?.data ?? []}
        meta={data?.meta}
        loading={query.isFetching}
        sortColumn={state.sort_column}
        sortDirection={state.sort_direction}
        onChange={(change) => update(change)}
        renderers={renderers}
        rowClassName={rowClassName}
        data-testid="user-table"
      />
    </Flex>
  );
}
