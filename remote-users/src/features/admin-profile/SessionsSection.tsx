// 'Active sessions': where the signed-in admin is signed in (device, IP, sign-in, last activity), with the
// current session marked; any one can be ended, or all the others at once (after a lost device, say).
import { type AdminSession, formatDateTime, notifyError, notifySuccess } from '@pads/shared';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import { useEndOtherSessions, useEndSession, useSessions } from './api/sessions';

const when = (iso: string) => formatDateTime(iso);

export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <Card
      title="Active sessions"
      data-testid="profile-sessions"
      extra={
        <Popconfirm
          title="End every other session? Those devices will need to sign in again."
          okText="Yes"
          cancelText="No"
          onConfirm={async () => {
            try {
              const ended = await endOthers.mutateAsync();
              notifySuccess('Success', ended === 1 ? '1 session was ended' : `${ended} sessions were ended`);
            } catch (error) {
              notifyError(error);
            }
          }}
        >
          <Button disabled={others === 0} loading={endOthers.isPending}>
            End all other sessions
          </Button>
        </Popconfirm>
      }
    >
      <Table<AdminSession>
        rowKey="id"
        size="small"
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            title: 'Device',
            render: (_, session) => (
              <span title={session.user_agent ?? undefined}>
                {session.device} {session.current && <Tag color="blue">This session</Tag>}
              </span>
            ),
          },
          { title: 'IP address', dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
          { title: 'Signed in', dataIndex: 'created_at', render: when },
          { title: 'Last active', dataIndex: 'last_used_at', render: when },
          {
            title: '',
            align: 'right',
            render: (_, session) => (
              <Popconfirm
                title={session.current ? 'End this session? You will be signed out.' : 'End this session?'}
                okText="Yes"
                cancelText="No"
                onConfirm={() => endOne.mutateAsync(session).catch(notifyError)}
              >
                <Button size="small" danger aria-label={`End the session on ${session.device}`}>
                  End
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {sessions.isError && <Typography.Text type="danger">The sessions could not be loaded.</Typography.Text>}
    </Card>
  );
}
