import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { runtimeConfig, type RemoteName, type RemoteRoutesModule } from '@pads/shared';
import type { RouteObject } from 'react-router-dom';
import { manifestUrl } from './remoteEntries';

/**
 * Loads a remote's './routes'. On a retry the remote is re-registered with `force`, which
 * drops the MF runtime's cached (failed) manifest and container so the load really re-runs.
 */
export async function loadRemoteRoutes(name: RemoteName, { retry = false } = {}): Promise<RouteObject[]> {
  if (retry) registerRemotes([{ name, entry: manifestUrl(runtimeConfig.remotes[name]) }], { force: true });
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module || !Array.isArray(module.default)) {
    throw new Error(`${name} did not expose its routes`);
  }
  return module.default;
}
