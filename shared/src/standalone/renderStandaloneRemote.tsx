import { DASHBOARD, dashboardPath } from '@pads/contracts';
import { Alert, Card, Layout, Typography } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { fetchRuntimeConfig, setRuntimeConfig, useSessionStore } from '@pads/core';
import { LoginForm } from '../session/LoginForm';

export interface StandaloneOptions {
  title: string;
  routes: RouteObject[];
}

/**
 * Runs a remote on its own origin (`pnpm dev` / `pnpm serve` in its folder) with the same
 * providers as the host. localStorage is per origin, so it signs in on its own.
 */
export async function renderStandaloneRemote({ title, routes }: StandaloneOptions): Promise<void> {
  try {
    setRuntimeConfig(await fetchRuntimeConfig());
  } catch (error) {
    console.warn('runtime-config.json not available, using defaults', error);
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <StandaloneLayout title={title} routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

function StandaloneLayout({ title, routes }: StandaloneOptions) {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  const firstPath = routes.find((route) => route.path && !route.path.includes(':'))?.path ?? '';
  const element = useRoutes([
    { path: DASHBOARD, children: routes },
    { path: '*', element: <Navigate to={dashboardPath(firstPath)} replace /> },
  ]);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header>
        <Typography.Text style={{ color: '#fff' }}>{title} (standalone)</Typography.Text>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {signedIn ? (
          element
        ) : (
          <Card style={{ maxWidth: 420, margin: '40px auto' }}>
            <Alert type="info" showIcon title="Sign in to use this remote on its own" style={{ marginBottom: 16 }} />
            <LoginForm />
          </Card>
        )}
      </Layout.Content>
    </Layout>
  );
}
