import type { RouteObject } from 'react-router-dom';

export type ContainerSize = 'sm' | 'lg';

/** `handle` of a remote route: the host reads it to size the content container. */
export interface RemoteRouteHandle {
  container?: ContainerSize;
}

/** What every remote exposes as './routes': route objects with paths relative to /dashboard. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

export const CONTAINER_MAX_WIDTH: Record<ContainerSize, number> = { sm: 1280, lg: 1920 };
