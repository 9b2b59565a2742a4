import { useCurrentUser } from '@pads/shared';
import { Col, Flex, Row, Typography } from 'antd';
import { AdminsTable } from './AdminsTable';
import { GeneralProfileSection } from './GeneralProfileSection';
import { PasswordSection } from './PasswordSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

export default function AdminProfilePage() {
  const user = useCurrentUser();
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Admin profile
      </Typography.Title>
      {user && (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <GeneralProfileSection user={user} />
          </Col>
          <Col xs={24} lg={12}>
            <PasswordSection userId={user.id} />
          </Col>
          <Col xs={24} lg={12}>
            <TwoFactorSection />
          </Col>
          <Col xs={24} lg={12}>
            <SessionsSection />
          </Col>
        </Row>
      )}
      <AdminsTable />
    </Flex>
  );
}
