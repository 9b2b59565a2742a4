import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { antdCsp, NotificationBridge, createQueryClient } from '@pads/core';
import { padsTheme, padsThemeWithoutMotion } from './theme';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; apps get one per page load. */
  queryClient?: QueryClient;
}

/** The one provider stack: the host renders it once, remotes render inside it (or use it standalone). */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const reducedMotion = usePrefersReducedMotion();
  // The page's style nonce on antd's injected styles: the Content-Security-Policy allows no other inline style.
  const [csp] = useState(() => antdCsp());
  return (
    <ConfigProvider theme={reducedMotion ? padsThemeWithoutMotion : padsTheme} csp={csp}>
      <AntdApp>
        <NotificationBridge />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
