import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRouteHandle } from '../routing/remoteRoutes';
import { LoadingFallback } from './LoadingFallback';

/** Route element for a code-split page: `element: lazyPage(() => import('./features/x/XPage'))`. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingFallback />}>
      <Page />
    </Suspense>
  );
}

type PageModule = Promise<{ default: ComponentType }>;

/**
 * A code-split route: `lazyRoute('pad-list', () => import('./features/pad-list/PadListPage'))`. Its
 * `handle.preload` lets the host fetch the page ahead of navigation (e.g. while the visitor signs in). A
 * preloaded page then renders in the same pass as the shell: a lazy component would suspend once even on a
 * resolved import, and React holds a revealed Suspense boundary back for its fallback throttle (≈300 ms).
 */
export function lazyRoute(path: string, load: () => PageModule, handle: RemoteRouteHandle = {}): RouteObject {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const lazyElement = lazyPage(preload);
  function RoutePage() {
    // Chosen once per mount: switching trees later would remount the page and lose its state.
    const [Page] = useState(() => Loaded);
    return Page ? <Page /> : lazyElement;
  }
  return { path, element: <RoutePage />, handle: { ...handle, preload } };
}
