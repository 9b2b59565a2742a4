import { FloatButton, Layout } from 'antd';
import type { ReactNode } from 'react';
import { AppHeader } from './AppHeader';
import { StatsBar } from './StatsBar';

export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <StatsBar />
      <Layout.Content style={{ padding: 24 }} data-testid="dashboard-content">
        {children}
      </Layout.Content>
      <FloatButton.BackTop />
    </Layout>
  );
}
