import { paths } from '@pads/contracts';
import type { LatLng, MapMarker } from './types';

export const DEFAULT_MAP_CENTER: LatLng = { lat: 54.47, lng: -4.96 };
export const DEFAULT_MAP_ZOOM = 7;
export const MIN_MAP_ZOOM = 5;
export const LIST_MAP_ZOOM = 5;
export const LIST_MAP_HEIGHT = 400;
export const LOCATION_ZOOM = 17;
export const DEFAULT_GRID_SIZE = 80;
export const LIST_GRID_SIZE = 45;
export const MINIMUM_CLUSTER_SIZE = 4;
export const MARKER_WIDTH = 27;
export const MARKER_HEIGHT = 33;

export const defaultPopupHref = (marker: MapMarker) => paths.padView(marker.id);
