// Without tiles, the pad view's map opens at the deepest zoom that still shows a coastline or border near the pad
// (issue 39): at the spec's zoom 17 the offline basemap (Natural Earth 1:50m) has nothing left to draw.
import { feature } from 'topojson-client';
import world50m from 'world-atlas/countries-50m.json';
import { basemapZoom } from './offlineBasemap';

const ZOOMS = { minZoom: 5, maxZoom: 17 };
const VIEW = { width: 500, height: 300 };
const square = (lng: number, lat: number, half: number): GeoJSON.FeatureCollection => ({
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [lng - half, lat - half],
            [lng + half, lat - half],
            [lng + half, lat + half],
            [lng - half, lat + half],
            [lng - half, lat - half],
          ],
        ],
      },
    },
  ],
});

test('the nearer a coast or border, the deeper the zoom; never beyond the given zoom nor below the least', () => {
  const zooms = [4, 1, 0.25, 0.05].map((half) => basemapZoom(square(0, 0, half), { lat: 0, lng: 0 }, VIEW, ZOOMS));
  expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
  expect(zooms[0]).toBeGreaterThanOrEqual(5);
  expect(zooms[3]).toBeLessThanOrEqual(17);
  // A vertex on the pad: the given zoom; nothing at all: the least zoom.
  expect(basemapZoom(square(0, 0, 0), { lat: 0, lng: 0 }, VIEW, ZOOMS)).toBe(17);
  expect(basemapZoom({ type: 'FeatureCollection', features: [] }, { lat: 0, lng: 0 }, VIEW, ZOOMS)).toBe(5);
});

test('at the zoom chosen the nearest vertex is in view, one zoom deeper it is not', () => {
  const world = square(0, 0, 0.3);
  const z = basemapZoom(world, { lat: 0, lng: 0 }, VIEW, ZOOMS);
  // The vertex 0.3° east and north: in pixels at zoom z, within 90% of the half-height (150 px).
  const px = (deg: number, zoom: number) => (deg / 360) * 256 * 2 ** zoom;
  expect(px(0.3, z)).toBeLessThanOrEqual(135);
  expect(px(0.3, z + 1)).toBeGreaterThan(135);
});

test('on the real 1:50m basemap a pad on the coast opens deeper than one inland, both well above zoom 5', () => {
  const topology = world50m as unknown as TopoJSON.Topology;
  const countries = feature(topology, topology.objects.countries as TopoJSON.GeometryCollection);
  const dublinBay = basemapZoom(countries, { lat: 53.35, lng: -6.2 }, VIEW, ZOOMS);
  const oxford = basemapZoom(countries, { lat: 51.75, lng: -1.26 }, VIEW, ZOOMS);
  expect(dublinBay).toBeGreaterThan(oxford);
  expect(oxford).toBeGreaterThanOrEqual(7);
  expect(dublinBay).toBeLessThan(17);
});
