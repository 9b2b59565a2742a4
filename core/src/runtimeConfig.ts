// Served at /runtime-config.json by static-server/serve.mjs (and the dev server), so one
// build runs against any API and remote URLs.
export type RemoteName =
  'remote_pads' | 'remote_users' | 'remote_moderation' | 'remote_reports' | 'remote_announcements';

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<RemoteName, string>;
  googleMapsKey: string;
  mapTileUrl: string;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/** Live object: read it at call time, it is filled in before the app renders. */
export const runtimeConfig: RuntimeConfig = {
  apiUrl: 'http://localhost:3000',
  remotes: {
    remote_pads: 'http://localhost:8081',
    remote_users: 'http://localhost:8082',
    remote_moderation: 'http://localhost:8083',
    remote_reports: 'http://localhost:8084',
    remote_announcements: 'http://localhost:8085',
  },
  googleMapsKey: '',
  mapTileUrl: '',
};

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  Object.assign(runtimeConfig, config, { remotes: { ...runtimeConfig.remotes, ...config.remotes } });
  return runtimeConfig;
}

export function getRuntimeConfig(): RuntimeConfig {
  return runtimeConfig;
}

export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}
