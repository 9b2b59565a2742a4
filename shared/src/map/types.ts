import type { CSSProperties } from 'react';

export interface LatLng {
  lat: number;
  lng: number;
}

/** A pad as maps need it (the map endpoints' `places`). */
export interface MapMarker {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  category_id: number;
}

/** A group of pads the server already clustered: drawn as one counted bubble. */
export interface MapCluster {
  latitude: number;
  longitude: number;
  count: number;
  /** Optional bounds of the members, [west, south, east, north]; a click zooms to them. */
  bbox?: BBox;
}

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

export interface MapView {
  bbox: BBox;
  zoom: number;
}

export interface ClusterOptions {
  /** Grid cell size in screen pixels (80 by default, 45 on list maps). */
  gridSize?: number;
  /** Fewer pads than this in a cell are drawn one by one (4). */
  minimumClusterSize?: number;
}

/**
 * Props of {@link PadMap}, the one map component of the panel. It draws with Google Maps when the
 * runtime config has a `googleMapsKey`, and with Leaflet (tiles from `mapTileUrl`, or a blank
 * background without one) otherwise; the props mean the same with both.
 */
export interface PadMapProps {
  /** CSS height of the map box, e.g. 400 or '60vh'. */
  height?: number | string;
  /** Initial centre; default 54.47, -4.96. */
  center?: LatLng;
  /** Initial zoom; default 7. */
  zoom?: number;
  /** Lowest zoom the user can reach; default 5. */
  minZoom?: number;
  /**
   * Pads to draw with their category icons. Without `clusters`, the map clusters them itself on a
   * grid and only draws those in view, so thousands are fine; for whole-directory maps pass what
   * the server's map endpoint returns for the view instead.
   */
  markers?: MapMarker[];
  /**
   * Clusters computed by the server for the current view. When given, markers are drawn as they
   * are and the map does no clustering of its own.
   */
  clusters?: MapCluster[];
  /** Client-side clustering settings; default grid 80, minimum cluster size 4. */
  cluster?: ClusterOptions;
  /** Link of a marker's popup; default `/dashboard/pad-view/{id}`. Followed in-app. */
  popupHref?: (marker: MapMarker) => string;
  /**
   * Where only the offline basemap draws the map (no Google key, no tile server): open at the deepest zoom, up to
   * `zoom`, whose view still shows a coastline or a border near the centre, rather than at a zoom where the 1:50m
   * basemap has nothing left to show (the pad view's map: zoom 17 with tiles). Ignored with tiles.
   */
  fitOfflineBasemap?: boolean;
  /** A draggable location pin (pad creation), or null for none. */
  pin?: LatLng | null;
  /** A click on the map background. */
  onMapClick?: (latLng: LatLng) => void;
  /** The pin was dropped after a drag. */
  onPinDragEnd?: (latLng: LatLng) => void;
  /** The visible area after the map settles (also once when it is first shown). */
  onViewChange?: (view: MapView) => void;
  /**
   * Google's base layer: 'hybrid' (satellite with labels) where admins judge a landing site from
   * above, as on the merge screen; 'roadmap' by default. The offline and tile maps have one layer.
   */
  mapType?: 'roadmap' | 'hybrid';
  /** Moves the map when this changes (e.g. to a found address at zoom 17). */
  focus?: (LatLng & { zoom?: number }) | null;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}
