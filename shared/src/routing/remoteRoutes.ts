import type { RouteObject } from 'react-router-dom';

export type ContainerSize = 'sm' | 'lg';

/**
 * `handle` of a remote route: the host reads `container` to size the content container, and calls `preload`
 * (when a remote gives one) to fetch the page's code before it is shown, e.g. while the visitor signs in.
 */
export interface RemoteRouteHandle {
  container?: ContainerSize;
  preload?: () => Promise<unknown>;
}

/** What every remote exposes as './routes': route objects with paths relative to /dashboard. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

export const CONTAINER_MAX_WIDTH: Record<ContainerSize, number> = { sm: 1280, lg: 1920 };
