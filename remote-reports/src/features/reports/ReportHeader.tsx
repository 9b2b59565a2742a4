// A report's heading: the way back to the reports index and the report's title.
import { paths } from '@pads/shared';
import { Space, Typography } from 'antd';
import { Link } from 'react-router-dom';

export function ReportHeader({ title }: { title: string }) {
  return (
    <Space direction="vertical" size={0}>
      <Link to={paths.reports()}>← Reports</Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </Space>
  );
}
