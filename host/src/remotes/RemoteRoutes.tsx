import { CONTAINER_MAX_WIDTH, type RemoteRouteHandle } from '@pads/shared';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

const FALLBACK_ROUTE: RouteObject = { path: '*', element: <Navigate to="/dashboard/pad-list" replace /> };

/** Renders a remote's routes (relative to /dashboard) inside a container sized by the route. */
export function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes([...routes, FALLBACK_ROUTE]);
  const matched = matchRoutes(routes, location, '/dashboard');
  const size = (matched?.at(-1)?.route.handle as RemoteRouteHandle | undefined)?.container ?? 'sm';
  return (
    <div data-container={size} style={{ maxWidth: CONTAINER_MAX_WIDTH[size], margin: '0 auto', width: '100%' }}>
      {element}
    </div>
  );
}
