import {
  DEFAULT_GRID_SIZE,
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  defaultPopupHref,
  MIN_MAP_ZOOM,
  MINIMUM_CLUSTER_SIZE,
} from './constants';
import type { ClusterOptions, LatLng, MapMarker, PadMapProps } from './types';
import { linkHandler, openDataLink } from '../ui/DataLink';

/** PadMapProps with every default filled in, as the provider implementations receive them. */
export interface ProviderMapProps extends Omit<
  PadMapProps,
  'height' | 'center' | 'zoom' | 'minZoom' | 'markers' | 'cluster' | 'popupHref'
> {
  height: number | string;
  center: LatLng;
  zoom: number;
  minZoom: number;
  markers: MapMarker[];
  cluster: Required<ClusterOptions>;
  popupHref: (marker: MapMarker) => string;
  /** Follows a popup link inside the app. */
  navigate: (href: string) => void;
}

export function resolveMapProps(props: PadMapProps, navigate: (href: string) => void): ProviderMapProps {
  return {
    ...props,
    height: props.height ?? 400,
    center: props.center ?? DEFAULT_MAP_CENTER,
    zoom: props.zoom ?? DEFAULT_MAP_ZOOM,
    minZoom: props.minZoom ?? MIN_MAP_ZOOM,
    markers: props.markers ?? [],
    cluster: {
      gridSize: props.cluster?.gridSize ?? DEFAULT_GRID_SIZE,
      minimumClusterSize: props.cluster?.minimumClusterSize ?? MINIMUM_CLUSTER_SIZE,
    },
    popupHref: props.popupHref ?? defaultPopupHref,
    navigate,
  };
}

/**
 * A popup's content: the pad name as a link that navigates in-app rather than reloading the page; a link the panel
 * cannot open says so instead (spec part 1 §8, `openDataLink`).
 */
export function popupElement(marker: MapMarker, href: string, navigate: (href: string) => void): HTMLElement {
  const anchor = document.createElement('a');
  const handler = linkHandler(href);
  anchor.href = handler ? href : '#';
  anchor.textContent = marker.name;
  anchor.dataset.testid = 'pad-map-popup-link';
  anchor.addEventListener('click', (event) => {
    if (handler && (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)) return;
    if (!openDataLink(href, navigate)) event.preventDefault();
  });
  return anchor;
}
