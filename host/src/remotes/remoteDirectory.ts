import {
  longestPrefix,
  parseRoutingDeclaration,
  ROUTING_METADATA_KEY,
  type RemoteName,
  type RoutingDeclaration,
  type RuntimeConfig,
} from '@pads/shared';
import { handOffManifest } from './manifestHandOff';
import { manifestUrl, remoteNames } from './remoteEntries';

/**
 * Which remote owns which /dashboard path, and the header menu, read at run time from each
 * remote's MF manifest (its `metaData.padsRouting`, see shared/build/rspack.mjs). Only the
 * manifests are fetched: no remote code runs until one of its screens is opened.
 */
export interface RemoteDirectory {
  /** Remotes whose declaration is known, in runtime-config order. */
  remotes: { name: RemoteName; routing: RoutingDeclaration; stale: boolean }[];
  /** Remotes whose manifest could not be read and that were never seen before in this browser. */
  unavailable: { name: RemoteName; error: unknown }[];
}

export type FetchManifest = (url: string, signal: AbortSignal) => Promise<unknown>;

const MANIFEST_TIMEOUT_MS = 5000;
const CACHE_PREFIX = 'pads.routing.';

const fetchManifestJson: FetchManifest = async (url, signal) => {
  // no-cache: revalidated every time (a 304 when unchanged), so a remote's redeploy shows at once.
  const response = await fetch(url, { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
};

async function readDeclaration(url: string, fetchManifest: FetchManifest): Promise<RoutingDeclaration> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`${url}: no answer in ${MANIFEST_TIMEOUT_MS} ms`)),
    MANIFEST_TIMEOUT_MS,
  );
  try {
    const manifest = (await fetchManifest(url, controller.signal)) as { metaData?: Record<string, unknown> } | null;
    const declaration = parseRoutingDeclaration(manifest?.metaData?.[ROUTING_METADATA_KEY]);
    handOffManifest(url, manifest);
    return declaration;
  } finally {
    clearTimeout(timer);
  }
}

// The last declaration seen per remote (and URL), so a remote that is down keeps its menu entry
// and its paths: they lead to its error panel rather than vanishing or redirecting.
function cached(name: RemoteName, url: string): RoutingDeclaration | undefined {
  try {
    const entry = JSON.parse(localStorage.getItem(CACHE_PREFIX + name) ?? 'null') as { url: string; routing: unknown };
    return entry?.url === url ? parseRoutingDeclaration(entry.routing) : undefined;
  } catch {
    return undefined;
  }
}

function remember(name: RemoteName, url: string, routing: RoutingDeclaration) {
  try {
    localStorage.setItem(CACHE_PREFIX + name, JSON.stringify({ url, routing }));
  } catch {
    // Storage full or disabled: the cache is only a fallback.
  }
}

/** Never rejects: each remote that cannot be read is reported on its own. */
export async function loadRemoteDirectory(
  config: RuntimeConfig,
  fetchManifest: FetchManifest = fetchManifestJson,
): Promise<RemoteDirectory> {
  const names = remoteNames(config);
  const results = await Promise.allSettled(
    names.map((name) => readDeclaration(manifestUrl(config.remotes[name]), fetchManifest)),
  );
  const directory: RemoteDirectory = { remotes: [], unavailable: [] };
  results.forEach((result, index) => {
    const name = names[index];
    const url = manifestUrl(config.remotes[name]);
    if (result.status === 'fulfilled') {
      remember(name, url, result.value);
      directory.remotes.push({ name, routing: result.value, stale: false });
      return;
    }
    console.error(`${name}: routing declaration unavailable`, result.reason);
    const last = cached(name, url);
    if (last) directory.remotes.push({ name, routing: last, stale: true });
    else directory.unavailable.push({ name, error: result.reason });
  });
  return directory;
}

/**
 * The remote owning a path relative to /dashboard: the longest declared prefix wins, so
 * `reports/duplicate-report/1/2` goes to the remote declaring `reports/duplicate-report`
 * rather than the one declaring `reports`. Equal prefixes go to the first in runtime-config order.
 */
export function ownerOf(path: string, directory: RemoteDirectory): RemoteName | undefined {
  let owner: { name: RemoteName; length: number } | undefined;
  for (const { name, routing } of directory.remotes) {
    const prefix = longestPrefix(path, routing.paths);
    if (prefix !== undefined && (!owner || prefix.length > owner.length)) owner = { name, length: prefix.length };
  }
  return owner?.name;
}
