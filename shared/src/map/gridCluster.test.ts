/**
 * @jest-environment node
 */
import { categoryIconSvg, categoryIconUrl } from './categoryIcons';
import { gridCluster, inBBox, worldPixel } from './gridCluster';
import { mapProviderFor } from './mapProvider';
import type { MapMarker } from './types';

const pad = (id: number, latitude: number, longitude: number): MapMarker => ({
  id,
  name: `Pad ${id}`,
  latitude,
  longitude,
  category_id: 3,
});

describe('gridCluster', () => {
  const close = [pad(1, 54.47, -4.96), pad(2, 54.4701, -4.9601), pad(3, 54.4702, -4.9602), pad(4, 54.4703, -4.9603)];

  it('makes a cluster from 4 markers in one cell', () => {
    const { clusters, singles } = gridCluster(close, 7);
    expect(singles).toEqual([]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]).toMatchObject({ count: 4 });
    expect(clusters[0]!.latitude).toBeCloseTo(54.47015, 5);
  });

  it('keeps fewer than the minimum as single markers', () => {
    expect(gridCluster(close.slice(0, 3), 7)).toEqual({ clusters: [], singles: close.slice(0, 3) });
  });

  it('honours the grid size and minimum cluster size', () => {
    const spread = [pad(1, 54, -3.95), pad(2, 54, -3.9)];
    // 0.05° of longitude is ~4.5 px at zoom 7: one 45 px cell, but two 5 px cells.
    expect(gridCluster(spread, 7, { gridSize: 45, minimumClusterSize: 2 }).clusters).toHaveLength(1);
    expect(gridCluster(spread, 7, { gridSize: 5, minimumClusterSize: 2 }).clusters).toHaveLength(0);
  });

  it('projects like Web Mercator', () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });

  it('handles views across the antimeridian', () => {
    expect(inBBox(pad(1, 0, 179), [170, -10, -170, 10])).toBe(true);
    expect(inBBox(pad(1, 0, 0), [170, -10, -170, 10])).toBe(false);
  });
});

it('draws 27×33 category icons inline', () => {
  expect(categoryIconSvg(3)).toContain('width="27" height="33"');
  for (let id = 1; id <= 9; id += 1) expect(categoryIconUrl(id)).toMatch(/^data:image\/svg\+xml/);
});

it('uses Google only with a key', () => {
  expect(mapProviderFor({ googleMapsKey: '' })).toBe('open');
  expect(mapProviderFor({ googleMapsKey: ' ' })).toBe('open');
  expect(mapProviderFor({ googleMapsKey: 'AIza' })).toBe('google');
});
