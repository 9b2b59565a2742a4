// Everything past the login screen: the shared library (session, API client, lists, maps), the shared
// antd, the shell and the remotes' routes. The host's start loads it only after the login screen is
// drawn (or at once with a stored session), so a signed-out visitor does not wait for it.
import {
  AppProviders,
  recordContainerInstances,
  setRuntimeConfig,
  useSessionStore,
  watchSessionExpiry,
  type RuntimeConfig,
} from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useEffect, useState, version } from 'react';
import { AppRoutes } from '../routes/AppRoutes';
import { TopLoadingBar } from '../shell/TopLoadingBar';
import { appQueryClient } from './appQueryClient';

export { describeError, signIn } from './signIn';
export { warmUpLanding } from './warmUp';

/** Runs once, when this module is loaded: the shared library reads the runtime config from here on. */
export function configure(config: RuntimeConfig) {
  setRuntimeConfig(config);
  recordContainerInstances('host', {
    reactVersion: version,
    react: useState,
    antd: Button,
    sessionStore: useSessionStore,
    reactQuery: QueryClientProvider,
  });
}

export default function SignedInApp() {
  const [queryClient] = useState(appQueryClient);
  const signedIn = useSessionStore((state) => Boolean(state.token));
  // Signs the panel out when the session ends by itself (idle time, maximum length), with the reason.
  useEffect(() => (signedIn ? watchSessionExpiry() : undefined), [signedIn]);
  return (
    <AppProviders queryClient={queryClient}>
      <TopLoadingBar />
      <AppRoutes />
    </AppProviders>
  );
}
