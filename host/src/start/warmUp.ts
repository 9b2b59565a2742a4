// While a signed-out visitor types, the signed-in app reads the remotes' routing declarations, loads the
// routes of the remote that owns the landing screen and preloads that screen's code (its route's
// handle.preload): signing in then waits only for the startup data and the list's data.
import type { RemoteRouteHandle } from '@pads/shared';
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes';
import { ownerOf } from '../remotes/remoteDirectory';
import { rememberRoutes } from '../remotes/routesCache';
import { prefetchRemoteDirectory } from '../remotes/useRemoteDirectory';

/** Where signing in lands (relative to /dashboard). */
export const LANDING_PATH = 'pad-list';

export function warmUpLanding(): void {
  prefetchRemoteDirectory()
    .then((directory) => {
      const owner = ownerOf(LANDING_PATH, directory);
      return owner ? loadRemoteRoutes(owner).then((routes) => (rememberRoutes(owner, routes), routes)) : undefined;
    })
    .then((routes) => {
      const landing = routes?.find((route) => route.path === LANDING_PATH);
      // A remote built before handle.preload existed has none: its page then loads on navigation, as before.
      return (landing?.handle as RemoteRouteHandle | undefined)?.preload?.();
    })
    // A failure shows where it matters, when the screen itself loads (with its error panel and Retry).
    .catch(() => undefined);
}
