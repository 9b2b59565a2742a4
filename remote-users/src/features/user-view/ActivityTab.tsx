import { formatDateTime, MetaPagination, paths, ShowingLine, UserLink } from '@pads/shared';
import { Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useUserLogs, type UserLogEntry } from './api/userLogs';

const ACTION_LABELS: Record<string, string> = {
  user_updated: 'User updated',
  user_archived: 'User archived',
  user_unarchived: 'User unarchived',
  user_role_changed: 'Role changed',
};

const actionLabel = (action: string) => ACTION_LABELS[action] ?? action.replace(/_/g, ' ');

function EntityCell({ entry }: { entry: UserLogEntry }) {
  const object = entry.entity_object;
  if (!object) return <>{entry.entity_type ?? ''}</>;
  if (entry.entity_type === 'pad') return <Link to={paths.padView(object.id)}>{object.name}</Link>;
  if (entry.entity_type === 'user') return <Link to={paths.userView(object.id)}>{object.name}</Link>;
  return <>{object.name}</>;
}

export function ActivityTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useUserLogs(userId, page);
  return (
    <Flex vertical gap={12} data-testid="user-activity">
      <ShowingLine meta={data?.meta} />
      <Table<UserLogEntry>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.data ?? []}
        pagination={false}
        columns={[
          {
            title: 'Action',
            render: (_, entry) => (
              <Flex vertical>
                <span data-testid="activity-action">{actionLabel(entry.action_type)}</span>
                {entry.additional?.changes && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {Object.keys(entry.additional.changes).join(', ')}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            title: 'By',
            render: (_, entry) => (entry.user ? <UserLink user={entry.user} /> : ''),
          },
          { title: 'Entity', render: (_, entry) => <EntityCell entry={entry} /> },
          { title: 'Date', render: (_, entry) => formatDateTime(entry.created_at) },
          { title: 'Device', dataIndex: 'device_info' },
        ]}
      />
      {data && <MetaPagination meta={data.meta} onChange={setPage} />}
    </Flex>
  );
}
