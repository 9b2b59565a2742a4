import { Typography } from 'antd';

/** A list's empty message in the theme's secondary text colour (antd's default grey is 1.8:1). */
export const EmptyText = ({ children }: { children: string }) => (
  <Typography.Text type="secondary">{children}</Typography.Text>
);
