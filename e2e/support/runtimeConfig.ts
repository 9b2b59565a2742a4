// The panel's /runtime-config.json, as its static server writes it at serve time: where the API and each
// remote are, and which map provider the screens use. Read once per worker.
import { E2E } from './env';

export interface RuntimeConfig {
  apiUrl: string;
  remotes: Record<
    'remote_pads' | 'remote_users' | 'remote_moderation' | 'remote_reports' | 'remote_announcements',
    string
  >;
  googleMapsKey: string;
  mapTileUrl: string;
}

let config: Promise<RuntimeConfig> | undefined;

export function runtimeConfig(): Promise<RuntimeConfig> {
  config ??= fetch(`${E2E.hostUrl}/runtime-config.json`).then(async (res) => {
    if (!res.ok) throw new Error(`${E2E.hostUrl}/runtime-config.json answered ${res.status}`);
    return (await res.json()) as RuntimeConfig;
  });
  return config;
}

/** A glob for every request to one remote's origin (to take it down in a test with page.route). */
export async function remoteGlob(remote: keyof RuntimeConfig['remotes']): Promise<string> {
  return `${new URL((await runtimeConfig()).remotes[remote]).origin}/**`;
}

/** Whether the screens draw Leaflet over the offline basemap (no Google key, no tile server configured). */
export async function offlineMaps(): Promise<boolean> {
  const { googleMapsKey, mapTileUrl } = await runtimeConfig();
  return !googleMapsKey && !mapTileUrl;
}
