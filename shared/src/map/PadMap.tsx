import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { runtimeConfig } from '@pads/core';
import { MapErrorBoundary } from './MapErrorBoundary';
import { mapProviderFor } from './mapProvider';
import { resolveMapProps } from './resolvedProps';
import type { PadMapProps } from './types';

// Each provider is its own chunk: a page without a map, or with the other provider, loads neither.
const loadLeaflet = () => import('./leaflet/LeafletPadMap');
const loadGoogle = () => import('./google/GooglePadMap');
const LeafletPadMap = lazy(loadLeaflet);
const GooglePadMap = lazy(loadGoogle);

/**
 * Fetches the configured provider's map code ahead of the first `PadMap`, e.g. while a page that mounts its
 * map late (after its table) waits for its data.
 */
export function preloadPadMap(): Promise<unknown> {
  return (mapProviderFor(runtimeConfig) === 'google' ? loadGoogle() : loadLeaflet()).catch(() => undefined);
}

/**
 * The pads map: category markers, clusters, popups linking to the pad, an optional draggable pin.
 * Google Maps when the runtime config has a key, Leaflet otherwise; see {@link PadMapProps}.
 */
export function PadMap(props: PadMapProps) {
  const navigate = useNavigate();
  const resolved = resolveMapProps(props, (href) => navigate(href));
  const provider = mapProviderFor(runtimeConfig);
  const Provider = provider === 'google' ? GooglePadMap : LeafletPadMap;
  return (
    <div
      className={props.className}
      // Its own stacking context: Leaflet's panes and controls carry z-indexes up to 1000, which would
      // otherwise draw the map over the sticky header and the dropdowns above it.
      style={{ height: resolved.height, position: 'relative', isolation: 'isolate', ...props.style }}
      data-testid={props['data-testid'] ?? 'pad-map'}
      data-provider={provider}
    >
      <MapErrorBoundary height={resolved.height}>
        <Suspense
          fallback={
            <div style={{ height: resolved.height, display: 'grid', placeItems: 'center' }}>
              <Spin />
            </div>
          }
        >
          <Provider {...resolved} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
