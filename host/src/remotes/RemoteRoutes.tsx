import { CONTAINER_MAX_WIDTH, DASHBOARD, LoadingFallback, useStartupData, type RemoteRouteHandle } from '@pads/shared';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LANDING_URL } from '../start/landing';

const FALLBACK_ROUTE: RouteObject = { path: '*', element: <Navigate to={LANDING_URL} replace /> };

/**
 * Renders a remote's routes (relative to /dashboard) inside a container sized by the route. A screen is
 * drawn once the startup lookups are in (screens read them as loaded, those of remotes built before this
 * rule included), unless its route says its first draw reads none (`handle.drawsBeforeLookups`): the pad
 * list, where signing in lands, then draws while they load.
 */
export function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes([...routes, FALLBACK_ROUTE]);
  const matched = matchRoutes(routes, location, DASHBOARD);
  const handle = matched?.at(-1)?.route.handle as RemoteRouteHandle | undefined;
  const size = handle?.container ?? 'sm';
  const { isLookupsLoading } = useStartupData();
  const waitsForLookups = isLookupsLoading && !handle?.drawsBeforeLookups;
  return (
    <div data-container={size} style={{ maxWidth: CONTAINER_MAX_WIDTH[size], margin: '0 auto', width: '100%' }}>
      {waitsForLookups ? <LoadingFallback /> : element}
    </div>
  );
}
