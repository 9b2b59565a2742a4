import { Spin, Typography } from 'antd';

export function FullScreenLoading() {
  return (
    <div
      data-testid="full-screen-loading"
      role="status"
      style={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Spin size="large" />
      <Typography.Text type="secondary">Loading...</Typography.Text>
    </div>
  );
}
