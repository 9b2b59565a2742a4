import { LoadingFallback, type RemoteName } from '@pads/shared';
import { useEffect, useState } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteRoutes } from './loadRemoteRoutes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { RemoteRoutes } from './RemoteRoutes';

type LoadState =
  { status: 'loading' } | { status: 'ready'; routes: RouteObject[] } | { status: 'failed'; error: unknown };

// Loaded route tables survive switching between remotes, so coming back is instant.
const loadedRoutes = new Map<RemoteName, RouteObject[]>();

function initialState(name: RemoteName): LoadState {
  const routes = loadedRoutes.get(name);
  return routes ? { status: 'ready', routes } : { status: 'loading' };
}

/** The content area of one remote: loads its routes, isolates its failures, retries in place. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => initialState(name));

  useEffect(() => {
    if (attempt === 0 && loadedRoutes.has(name)) return;
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteRoutes(name, { retry: attempt > 0 }).then(
      (routes) => {
        loadedRoutes.set(name, routes);
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
    loadedRoutes.delete(name);
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
