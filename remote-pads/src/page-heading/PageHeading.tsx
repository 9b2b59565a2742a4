// The heading of the pad screens that are reached from another one (create, import): Back, the title,
// and the button to the sibling screen.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export function PageHeading({ title, action }: { title: string; action: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          Back
        </Button>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      </Flex>
      {action}
    </Flex>
  );
}
