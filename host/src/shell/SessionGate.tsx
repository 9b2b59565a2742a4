import { errorMessage, FullScreenLoading, useRestoreSession, useSessionStore } from '@pads/shared';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';

/**
 * Holds the shell behind 'Loading...' until the user is in. The startup lookups are waited for around each
 * screen (remotes/RemoteRoutes.tsx), so the shell draws while they load.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { isRestoring, error } = useRestoreSession();
  const user = useSessionStore((state) => state.user);

  // A 401 already redirected to /login; anything else (API down) is shown with a way out.
  if (error) {
    return (
      <Result
        status="warning"
        title="Could not restore your session"
        subTitle={errorMessage(error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => window.location.reload()}>
            Retry
          </Button>,
          <Button key="signout" onClick={() => useSessionStore.getState().clearSession()}>
            Sign in again
          </Button>,
        ]}
      />
    );
  }
  if (isRestoring || !user) return <FullScreenLoading />;
  return <>{children}</>;
}
