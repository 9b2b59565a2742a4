import { MetaPagination, paths, ShowingLine } from '@pads/shared';
import { Flex, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { USER_PAD_FILTERS, useUserPads, type UserPadRow } from './api/userPads';

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
  const [page, setPage] = useState(1);
  const { data, isFetching } = useUserPads(userId, type, page);
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
        loading={isFetching}
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
