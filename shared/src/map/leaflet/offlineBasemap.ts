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
