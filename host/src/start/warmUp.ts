// While a signed-out visitor types, the signed-in app reads the remotes' routing declarations, loads the
// routes of the remote that owns the landing screen and preloads that screen's code (its route's
// handle.preload). Signing in then starts the screen's own requests (handle.prefetch) side by side with the
// startup data, and waits for the slower of the two.
import type { RemoteRouteHandle } from '@pads/shared';
import type { QueryClient } from '@tanstack/react-query';
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes';
import { ownerOf } from '../remotes/remoteDirectory';
import { rememberRoutes } from '../remotes/routesCache';
import { prefetchRemoteDirectory } from '../remotes/useRemoteDirectory';
import { LANDING_PATH } from './landing';

let landingHandle: RemoteRouteHandle | undefined;

export function warmUpLanding(): void {
  prefetchRemoteDirectory()
    .then((directory) => {
      const owner = ownerOf(LANDING_PATH, directory);
      return owner ? loadRemoteRoutes(owner).then((routes) => (rememberRoutes(owner, routes), routes)) : undefined;
    })
    .then((routes) => {
      const landing = routes?.find((route) => route.path === LANDING_PATH);
      landingHandle = landing?.handle as RemoteRouteHandle | undefined;
      // A remote built before handle.preload existed has none: its page then loads on navigation, as before.
      return landingHandle?.preload?.();
    })
    // A failure shows where it matters, when the screen itself loads (with its error panel and Retry).
    .catch(() => undefined);
}

/**
 * At sign-in, starts the landing screen's first requests in the signed-in app's query client; settles when they
 * have. Nothing happens (it settles at once) when the warm-up has not found the landing route yet (a very quick
 * sign-in) or its remote gives no prefetch: the screen then asks for its data when it is drawn.
 */
export function prefetchLanding(queryClient: QueryClient): Promise<unknown> {
  // A failed prefetch leaves no cached data, so the screen asks again and shows its own error.
  return landingHandle?.prefetch?.(queryClient).catch(() => undefined) ?? Promise.resolve();
}
