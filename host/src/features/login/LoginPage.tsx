import { currentUserQueryKey, LoginForm, PadsLogo } from '@pads/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <Card style={{ width: 380 }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
          <PadsLogo size={72} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            Admin panel
          </Typography.Title>
        </Flex>
        <LoginForm
          onSignedIn={(user) => {
            // The session restore would otherwise ask the server for the user it just sent.
            queryClient.setQueryData(currentUserQueryKey, user);
            navigate('/', { replace: true });
          }}
        />
      </Card>
    </Flex>
  );
}
