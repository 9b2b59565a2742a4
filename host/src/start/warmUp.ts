// While a signed-out visitor types, the signed-in app reads the remotes' routing declarations and loads
// the routes of the remote that owns the landing screen: signing in then waits only for the list's data.
import { loadRemoteRoutes } from '../remotes/loadRemoteRoutes';
import { ownerOf } from '../remotes/remoteDirectory';
import { prefetchRemoteDirectory } from '../remotes/useRemoteDirectory';

/** Where signing in lands (relative to /dashboard). */
export const LANDING_PATH = 'pad-list';

export function warmUpLanding(): void {
  prefetchRemoteDirectory()
    .then((directory) => {
      const owner = ownerOf(LANDING_PATH, directory);
      return owner ? loadRemoteRoutes(owner) : undefined;
    })
    // A failure shows where it matters, when the screen itself loads (with its error panel and Retry).
    .catch(() => undefined);
}
