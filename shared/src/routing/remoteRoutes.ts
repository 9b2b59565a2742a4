import { recordContainerInstances, useSessionStore } from '@pads/core';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

export type ContainerSize = 'sm' | 'lg';

/**
 * `handle` of a remote route, every field optional (a host that does not know one ignores it):
 * - `container` sizes the content container;
 * - `preload` fetches the page's code before it is shown, e.g. while the visitor signs in;
 * - `prefetch` starts the page's first requests in the page's query client, e.g. at sign-in, side by side
 *   with the startup data;
 * - `drawsBeforeLookups`: the page's first draw reads none of the startup lookups (useStartupData's
 *   categories, countries, …), so the host draws it while they load instead of holding it back.
 */
export interface RemoteRouteHandle {
  container?: ContainerSize;
  preload?: () => Promise<unknown>;
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
  drawsBeforeLookups?: boolean;
}

/** What every remote exposes as './routes': route objects with paths relative to /dashboard. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}

export const CONTAINER_MAX_WIDTH: Record<ContainerSize, number> = { sm: 1280, lg: 1920 };

/** A container's own imports of the singleton libraries: React's `version` and `useState`, antd's `Button`, react-query's `QueryClientProvider`. */
export interface OwnSingletonImports {
  version: string;
  useState: unknown;
  Button: unknown;
  QueryClientProvider: unknown;
}

/**
 * A remote's './routes' export (paths relative to /dashboard). It first records the remote's own imports of
 * the singletons, which the host compares with its own to prove Module Federation shared them.
 */
export function remoteRoutes(container: string, own: OwnSingletonImports, routes: RouteObject[]): RouteObject[] {
  recordContainerInstances(container, {
    reactVersion: own.version,
    react: own.useState,
    antd: own.Button,
    sessionStore: useSessionStore,
    reactQuery: own.QueryClientProvider,
  });
  return routes;
}
