import { MetaPagination, paths, ShowingLine, useServerList } from '@pads/shared';
import { userDetail } from '@pads/contracts/endpoints';
import { Flex, Segmented, Table, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { USER_PAD_FILTERS, type UserPadRow } from './api/userPads';
import { USER_TAB_LIST_KEYS, userTabListOptions } from './api/userTabLists';

const RELATIONS: Array<[keyof UserPadRow, string]> = [
  ['is_private', 'Private'],
  ['is_submitted', 'Submitted'],
  ['is_owned', 'Owned'],
  ['is_favourite', 'Favourite'],
];

export function PadsTab({
  userId,
  filter,
  onFilter,
}: {
  userId: number;
  filter: number;
  onFilter: (value: number) => void;
}) {
  const type = USER_PAD_FILTERS.some((f) => f.value === filter) ? filter : 0;
  const list = useServerList(USER_TAB_LIST_KEYS.pads, userDetail.pads, { type }, userTabListOptions(userId));
  const { data } = list;
  const setPage = (page: number) => list.update({ page });
  return (
    <Flex vertical gap={12} data-testid="user-pads">
      <Segmented
        value={type}
        onChange={(value) => {
          setPage(1);
          onFilter(Number(value));
        }}
        options={USER_PAD_FILTERS.map((f) => ({
          value: f.value,
          label: <span data-testid={`pads-filter-${f.value}`}>{`${f.label} (${data?.counts[f.value] ?? 0})`}</span>,
        }))}
      />
      <ShowingLine meta={data?.meta} />
      <Table<UserPadRow>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        rowClassName={(row) => (row.deleted_at ? 'user-pad-archived' : '')}
        columns={[
          { title: 'ID', dataIndex: 'id' },
          {
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, row) => <Link to={paths.padView(row.id)}>{name}</Link>,
          },
          { title: 'Category', render: (_, row) => row.category.name },
          { title: 'Status', render: (_, row) => row.status.name },
          {
            title: 'Relation',
            render: (_, row) =>
              RELATIONS.filter(([key]) => row[key]).map(([, label]) => <Tag key={label}>{label}</Tag>),
          },
          { title: 'Country', dataIndex: 'country_code' },
        ]}
      />
      {data && <MetaPagination meta={data.meta} onChange={setPage} />}
    </Flex>
  );
}
