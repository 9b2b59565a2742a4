import { DEFAULT_GRID_SIZE, MINIMUM_CLUSTER_SIZE } from './constants';
import type { BBox, ClusterOptions, MapCluster, MapMarker } from './types';

const TILE_SIZE = 256;

/** Web Mercator world pixel of a point at a zoom (what both map libraries draw in). */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((latitude * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export function inBBox(marker: Pick<MapMarker, 'latitude' | 'longitude'>, [west, south, east, north]: BBox): boolean {
  if (marker.latitude < south || marker.latitude > north) return false;
  // A view across the antimeridian has west > east.
  return west <= east
    ? marker.longitude >= west && marker.longitude <= east
    : marker.longitude >= west || marker.longitude <= east;
}

/** The view grown by half its size each way, so panning a little shows markers already placed. */
export function padBBox([west, south, east, north]: BBox): BBox {
  const dx = Math.abs(east - west) / 2;
  const dy = (north - south) / 2;
  return [Math.max(-180, west - dx), Math.max(-90, south - dy), Math.min(180, east + dx), Math.min(90, north + dy)];
}

export interface GridClusters {
  clusters: (MapCluster & { members: MapMarker[] })[];
  singles: MapMarker[];
}

/**
 * Groups markers into screen-space grid cells of `gridSize` pixels at `zoom`. A cell with at least
 * `minimumClusterSize` markers becomes one cluster at its members' mean position; smaller cells
 * keep their markers. O(n), so it re-runs on every view change.
 */
export function gridCluster(markers: MapMarker[], zoom: number, options: ClusterOptions = {}): GridClusters {
  const gridSize = options.gridSize ?? DEFAULT_GRID_SIZE;
  const minimum = options.minimumClusterSize ?? MINIMUM_CLUSTER_SIZE;
  const cells = new Map<string, MapMarker[]>();
  for (const marker of markers) {
    const { x, y } = worldPixel(marker.latitude, marker.longitude, Math.round(zoom));
    const key = `${Math.floor(x / gridSize)}:${Math.floor(y / gridSize)}`;
    const cell = cells.get(key);
    if (cell) cell.push(marker);
    else cells.set(key, [marker]);
  }
  const result: GridClusters = { clusters: [], singles: [] };
  for (const members of cells.values()) {
    if (members.length < minimum) {
      result.singles.push(...members);
      continue;
    }
    let lat = 0;
    let lng = 0;
    let west = Infinity;
    let south = Infinity;
    let east = -Infinity;
    let north = -Infinity;
    for (const m of members) {
      lat += m.latitude;
      lng += m.longitude;
      west = Math.min(west, m.longitude);
      east = Math.max(east, m.longitude);
      south = Math.min(south, m.latitude);
      north = Math.max(north, m.latitude);
    }
    result.clusters.push({
      latitude: lat / members.length,
      longitude: lng / members.length,
      count: members.length,
      bbox: [west, south, east, north],
      members,
    });
  }
  return result;
}
