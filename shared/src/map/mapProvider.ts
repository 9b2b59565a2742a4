import type { RuntimeConfig } from '@pads/core';

export type MapProviderName = 'google' | 'open';

/** Google Maps only with a key; otherwise the open (Leaflet) map. */
export function mapProviderFor(config: Pick<RuntimeConfig, 'googleMapsKey'>): MapProviderName {
  return config.googleMapsKey && config.googleMapsKey.trim() ? 'google' : 'open';
}
