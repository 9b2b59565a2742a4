// Coastlines and country borders drawn under the markers when no tile server is configured, so an
// admin can tell Ireland from the Irish Sea with no network beyond the app itself. The data is Natural
// Earth's 1:50m countries (world-atlas): 1:110m turns Ireland into a rough polygon at the list map's
// zoom. It is its own chunk, fetched the first time a map draws without tiles (never at host start).
import L from 'leaflet';

export const BASEMAP_PANE = 'padsBasemap';
export const BASEMAP_COLORS = { sea: '#cfe2ee', land: '#f7f5ef', border: '#9c9583' } as const;

// GeoJSON and TopoJSON are the global type namespaces of @types/geojson and @types/topojson-specification.
let countries: Promise<GeoJSON.FeatureCollection> | undefined;

/** The countries as GeoJSON, decoded once per page whatever the number of maps. */
export function loadCountries(): Promise<GeoJSON.FeatureCollection> {
  countries ??= Promise.all([
    import(/* webpackChunkName: "basemap" */ 'topojson-client'),
    import(/* webpackChunkName: "basemap" */ 'world-atlas/countries-50m.json'),
  ]).then(([{ feature }, { default: topology }]) => {
    const world = topology as unknown as TopoJSON.Topology;
    return feature(world, world.objects.countries as TopoJSON.GeometryCollection);
  });
  // A failed load may be retried by the next map (a deploy swapped the chunk, a flaky network).
  countries.catch(() => (countries = undefined));
  return countries;
}

/** A pane between the tile pane (200) and the overlays (400): markers and popups stay on top. */
function basemapPane(map: L.Map): string {
  if (!map.getPane(BASEMAP_PANE)) {
    const pane = map.createPane(BASEMAP_PANE);
    pane.style.zIndex = '250';
    pane.style.pointerEvents = 'none';
    pane.dataset.testid = 'map-basemap';
  }
  return BASEMAP_PANE;
}

/** Adds the basemap to `map`; the returned function removes it (or cancels a load still running). */
export function addOfflineBasemap(map: L.Map): () => void {
  let layer: L.GeoJSON | undefined;
  let removed = false;
  // Decoding and drawing ~100k points is main-thread work: it waits until the page around the map
  // (the list's first rows) is drawn.
  const whenIdle = (run: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : setTimeout(run, 0);
  const draw = () =>
    loadCountries().then(
      (world) => {
        if (removed) return;
        layer = L.geoJSON(world, {
          pane: basemapPane(map),
          interactive: false,
          style: (feature) => ({
            fillColor: BASEMAP_COLORS.land,
            fillOpacity: 1,
            color: BASEMAP_COLORS.border,
            weight: 0.8,
            // Natural Earth's ISO 3166-1 numeric code (372 Ireland, 826 United Kingdom): tests find a country by it.
            className: `pads-basemap-country pads-basemap-${String(feature?.id ?? 'unknown')}`,
          }),
        }).addTo(map);
      },
      (error: unknown) => console.warn('Offline basemap unavailable', error),
    );
  whenIdle(() => {
    if (!removed) draw();
  });
  return () => {
    removed = true;
    layer?.remove();
  };
}

function eachVertex(geometry: GeoJSON.Geometry, visit: (lng: number, lat: number) => void): void {
  if (geometry.type === 'Polygon') for (const ring of geometry.coordinates) for (const [x, y] of ring) visit(x!, y!);
  else if (geometry.type === 'MultiPolygon')
    for (const polygon of geometry.coordinates) for (const ring of polygon) for (const [x, y] of ring) visit(x!, y!);
  else if (geometry.type === 'GeometryCollection') for (const g of geometry.geometries) eachVertex(g, visit);
}

const boxes = new WeakMap<GeoJSON.Geometry, [number, number, number, number]>();

/** A geometry's bounding box [west, south, east, north], worked out once per geometry. */
function boxOf(geometry: GeoJSON.Geometry): [number, number, number, number] {
  let box = boxes.get(geometry);
  if (!box) {
    const b: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    eachVertex(geometry, (lng, lat) => {
      b[0] = Math.min(b[0], lng);
      b[1] = Math.min(b[1], lat);
      b[2] = Math.max(b[2], lng);
      b[3] = Math.max(b[3], lat);
    });
    boxes.set(geometry, (box = b));
  }
  return box;
}

/**
 * The deepest zoom, from `minZoom` to `maxZoom`, at which a map of `size` pixels centred on `center` still has a
 * coastline or border vertex of `world` in view (a margin of a tenth of the view kept clear), so an offline map
 * says where it is; `minZoom` when none is near enough.
 */
export function basemapZoom(
  world: GeoJSON.FeatureCollection,
  center: { lat: number; lng: number },
  size: { width: number; height: number },
  zoom: { minZoom: number; maxZoom: number },
): number {
  // Zoom-0 pixels (a 256-pixel world) per degree around the centre: Web Mercator's local scale, which is what the
  // nearest vertices see (a far one is never the nearest whatever the small error), at a few multiplications a
  // vertex for the ~100k of the 1:50m data.
  const perDegree = 256 / 360;
  const perDegreeLat = perDegree / Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01);
  const halfW = (size.width / 2) * 0.9;
  const halfH = (size.height / 2) * 0.9;
  // The smallest zoom-0 span of a vertex, relative to the view's half-size: it fits at zoom log2(1 / span).
  /** A lower bound of any vertex's span in a geometry: its box's. */
  const boxSpan = (geometry: GeoJSON.Geometry) => {
    const [west, south, east, north] = boxOf(geometry);
    const dLng = Math.max(0, west - center.lng, center.lng - east);
    const dLat = Math.max(0, south - center.lat, center.lat - north);
    return Math.max((dLng * perDegree) / halfW, (dLat * perDegreeLat) / halfH);
  };
  // The countries nearest by their boxes first: once a vertex is found, a country whose box is farther has none
  // nearer and is skipped unread, so a few countries are read, not the ~100k vertices of all.
  const candidates = world.features
    .flatMap((f) => (f.geometry ? [{ geometry: f.geometry, bound: boxSpan(f.geometry) }] : []))
    .sort((a, b) => a.bound - b.bound);
  let nearest = Infinity;
  for (const { geometry, bound } of candidates) {
    if (bound >= nearest) break;
    eachVertex(geometry, (lng, lat) => {
      let dLng = Math.abs(lng - center.lng);
      if (dLng > 180) dLng = 360 - dLng; // across the antimeridian
      const span = Math.max((dLng * perDegree) / halfW, (Math.abs(lat - center.lat) * perDegreeLat) / halfH);
      if (span < nearest) nearest = span;
    });
  }
  if (!Number.isFinite(nearest)) return zoom.minZoom;
  const fits = nearest === 0 ? zoom.maxZoom : Math.floor(Math.log2(1 / nearest));
  return Math.max(zoom.minZoom, Math.min(zoom.maxZoom, fits));
}
