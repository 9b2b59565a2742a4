import type { RemoteName, RuntimeConfig } from '@pads/shared';

/** The remotes this deployment runs: whatever runtime-config.json lists, in its order. */
export function remoteNames(config: RuntimeConfig): RemoteName[] {
  return Object.keys(config.remotes) as RemoteName[];
}

export function manifestUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/mf-manifest.json`;
}

export function remoteEntries(config: RuntimeConfig) {
  return remoteNames(config).map((name) => ({ name, entry: manifestUrl(config.remotes[name]) }));
}
