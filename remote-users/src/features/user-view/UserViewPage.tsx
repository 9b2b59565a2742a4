import { Alert, Badge, Flex, Spin, Tabs, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, httpStatusOf, isNotFound, NotFoundPanel, Username, WithRouteIds } from '@pads/shared';
import { useUser } from './api/userDetail';
import { ActivityTab } from './ActivityTab';
import { InfoTab } from './InfoTab';
import { PadsTab } from './PadsTab';

const TABS = ['info', 'pads', 'activity'] as const;
type TabKey = (typeof TABS)[number];

/** /dashboard/user-view/{userId}?tab=info|pads|activity&filter_id=<pads filter> */
export default function UserViewPage() {
  return (
    <WithRouteIds names={['userId']} entity="user">
      {({ userId }) => <UserView userId={userId} />}
    </WithRouteIds>
  );
}

function UserView({ userId }: { userId: number }) {
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as TabKey)
    : 'info';
  const filterId = Number(search.get('filter_id') ?? 0);
  const { data: user, error, isPending } = useUser(userId);

  const setQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };

  if (isPending) return <Spin data-testid="user-loading" />;
  if (isNotFound(error)) return <NotFoundPanel entity="user" />;
  if (error || !user)
    return (
      <Alert
        type="error"
        showIcon
        title={`Error ${httpStatusOf(error) ?? ''}`.trim()}
        description={errorMessage(error)}
        data-testid="user-error"
      />
    );

  return (
    <Flex vertical gap={16} data-testid="user-view-page">
      <Flex align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {`${user.first_name} ${user.last_name}`.trim() || <Username name={user.username} />}
        </Typography.Title>
        <Typography.Text type="secondary">
          @<Username name={user.username} />
        </Typography.Text>
        {!user.is_active && (
          <Tag color="red" data-testid="user-archived">
            Archived
          </Tag>
        )}
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setQuery({ tab: key })}
        items={[
          { key: 'info', label: 'Info', children: <InfoTab user={user} /> },
          {
            key: 'pads',
            label: (
              <span data-testid="tab-pads">
                Pads <Badge count={user.pads_count} showZero overflowCount={9999} color="#595959" />
              </span>
            ),
            children: (
              <PadsTab
                userId={user.id}
                filter={filterId}
                onFilter={(value) => setQuery({ filter_id: value ? String(value) : null })}
              />
            ),
          },
          { key: 'activity', label: 'Activity', children: <ActivityTab userId={user.id} /> },
        ]}
      />
    </Flex>
  );
}
