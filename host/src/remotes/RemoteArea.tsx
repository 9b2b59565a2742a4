import { LoadingFallback, type RemoteName } from '@pads/shared';
import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { RemoteRoutes } from './RemoteRoutes';
import { forgetRoutes, rememberedRoutes, rememberRoutes } from './routesCache';

type LoadState =
  { status: 'loading' } | { status: 'ready'; routes: RouteObject[] } | { status: 'failed'; error: unknown };

function initialState(name: RemoteName): LoadState {
  const routes = rememberedRoutes(name);
  return routes ? { status: 'ready', routes } : { status: 'loading' };
}

/** The content area of one remote: loads its routes, isolates its failures, retries in place. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(name));

  useEffect(() => {
    if (attempt === 0 && rememberedRoutes(name)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteRoutes(name, { retry: attempt > 0 }).then(
      (routes) => {
        rememberRoutes(name, routes);
        if (!cancelled) setState({ status: 'ready', routes });
      },
      (error: unknown) => {
        console.error(`loading ${name} failed`, error);
        if (!cancelled) setState({ status: 'failed', error });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [name, attempt]);

  const retry = () => {
    forgetRoutes(name);
    setAttempt((count) => count + 1);
  };

  if (state.status === 'loading') return <LoadingFallback />;
  if (state.status === 'failed') return <RemoteErrorPanel remote={name} error={state.error} onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={retry}>
      <RemoteRoutes routes={state.routes} />
    </RemoteErrorBoundary>
  );
}
