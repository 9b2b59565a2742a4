import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { runtimeConfig } from '@pads/core';
import { categoryIconUrl, PIN_ICON_URL } from '../categoryIcons';
import { MARKER_HEIGHT, MARKER_WIDTH } from '../constants';
import { gridCluster, inBBox, padBBox } from '../gridCluster';
import { popupElement, type ProviderMapProps } from '../resolvedProps';
import type { BBox, MapCluster, MapMarker } from '../types';
import { clusterIcon } from './clusterIcon';
import { addOfflineBasemap, BASEMAP_COLORS, basemapZoom, loadCountries } from './offlineBasemap';

const iconCache = new Map<number, L.Icon>();
function categoryIcon(categoryId: number): L.Icon {
  let icon = iconCache.get(categoryId);
  if (!icon) {
    icon = L.icon({
      iconUrl: categoryIconUrl(categoryId),
      iconSize: [MARKER_WIDTH, MARKER_HEIGHT],
      iconAnchor: [MARKER_WIDTH / 2, MARKER_HEIGHT],
      popupAnchor: [0, -MARKER_HEIGHT + 4],
    });
    iconCache.set(categoryId, icon);
  }
  return icon;
}

const pinIcon = L.icon({
  iconUrl: PIN_ICON_URL,
  iconSize: [MARKER_WIDTH, MARKER_HEIGHT],
  iconAnchor: [MARKER_WIDTH / 2, MARKER_HEIGHT],
});

const bboxOf = (map: L.Map): BBox => {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
};

/**
 * Open-source provider of PadMap: tiles from MAP_TILE_URL when configured, else an offline basemap
 * (coastlines and borders) under the markers.
 */
export default function LeafletPadMap(props: ProviderMapProps) {
  const tileUrl = runtimeConfig.mapTileUrl;
  return (
    <MapContainer
      center={[props.center.lat, props.center.lng]}
      zoom={props.zoom}
      minZoom={props.minZoom}
      style={{ height: props.height, width: '100%', background: tileUrl ? '#e8eef3' : BASEMAP_COLORS.sea }}
      worldCopyJump
    >
      {tileUrl ? (
        <TileLayer url={tileUrl} />
      ) : (
        <OfflineBasemap fit={props.fitOfflineBasemap ? { maxZoom: props.zoom, minZoom: props.minZoom } : null} />
      )}
      <PadLayer {...props} />
      <PinLayer {...props} />
      <ViewEvents {...props} />
    </MapContainer>
  );
}

/**
 * The offline basemap; with `fit`, the view then moves to the deepest zoom that still shows a coastline or border
 * around its centre (issue 39: at the pad view's zoom 17 the 1:50m data has nothing left to draw).
 */
function OfflineBasemap({ fit }: { fit: { minZoom: number; maxZoom: number } | null }) {
  const map = useMap();
  useEffect(() => addOfflineBasemap(map), [map]);
  const minZoom = fit?.minZoom;
  const maxZoom = fit?.maxZoom;
  useEffect(() => {
    if (minZoom === undefined || maxZoom === undefined) return undefined;
    let cancelled = false;
    loadCountries().then(
      (world) => {
        if (cancelled) return;
        const { x: width, y: height } = map.getSize();
        const center = map.getCenter();
        map.setView(center, basemapZoom(world, center, { width, height }, { minZoom, maxZoom }), { animate: false });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [map, minZoom, maxZoom]);
  return null;
}

function useView(map: L.Map) {
  const [view, setView] = useState(() => ({ bbox: bboxOf(map), zoom: map.getZoom() }));
  useMapEvents({ moveend: () => setView({ bbox: bboxOf(map), zoom: map.getZoom() }) });
  return view;
}

/** Markers and clusters of the current view, as one Leaflet layer (no React element per pad). */
function PadLayer({ markers, clusters, cluster, popupHref, navigate }: ProviderMapProps) {
  const map = useMap();
  const view = useView(map);

  const drawn = useMemo(() => {
    const area = padBBox(view.bbox);
    const visible = markers.filter((marker) => inBBox(marker, area));
    if (clusters) return { clusters: clusters.filter((c) => inBBox(c, area)), singles: visible };
    return gridCluster(visible, view.zoom, cluster);
  }, [markers, clusters, cluster, view]);

  useEffect(() => {
    const layer = L.layerGroup();
    for (const item of drawn.clusters) layer.addLayer(clusterMarker(map, item));
    for (const marker of drawn.singles) layer.addLayer(padMarker(marker, popupHref(marker), navigate));
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, drawn, popupHref, navigate]);

  return null;
}

function padMarker(marker: MapMarker, href: string, navigate: (href: string) => void): L.Marker {
  return L.marker([marker.latitude, marker.longitude], {
    icon: categoryIcon(marker.category_id),
    title: marker.name,
  }).bindPopup(() => popupElement(marker, href, navigate));
}

function clusterMarker(map: L.Map, item: MapCluster): L.Marker {
  return L.marker([item.latitude, item.longitude], { icon: clusterIcon(item.count) }).on('click', () => {
    const [west, south, east, north] = item.bbox ?? [];
    if (
      west !== undefined &&
      south !== undefined &&
      east !== undefined &&
      north !== undefined &&
      (west !== east || south !== north)
    ) {
      map.fitBounds(
        [
          [south, west],
          [north, east],
        ],
        { padding: [24, 24] },
      );
    } else {
      map.setView([item.latitude, item.longitude], map.getZoom() + 2);
    }
  });
}

function PinLayer({ pin, onPinDragEnd }: ProviderMapProps) {
  const map = useMap();
  const dragEnd = useRef(onPinDragEnd);
  dragEnd.current = onPinDragEnd;
  const pinRef = useRef<L.Marker | null>(null);

  useEffect(() => {
    if (!pin) return;
    const marker = L.marker([pin.lat, pin.lng], { icon: pinIcon, draggable: true, zIndexOffset: 1000 })
      .on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        dragEnd.current?.({ lat, lng });
      })
      .addTo(map);
    pinRef.current = marker;
    return () => {
      marker.remove();
      pinRef.current = null;
    };
    // Recreated only when the pin appears or disappears; moves just update its position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, Boolean(pin)]);

  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  useEffect(() => {
    if (pinLat !== undefined && pinLng !== undefined) pinRef.current?.setLatLng([pinLat, pinLng]);
  }, [pinLat, pinLng]);

  return null;
}

function ViewEvents({ onMapClick, onViewChange, focus }: ProviderMapProps) {
  const map = useMap();
  const handlers = useRef({ onMapClick, onViewChange });
  handlers.current = { onMapClick, onViewChange };

  useMapEvents({
    click: (event) => handlers.current.onMapClick?.({ lat: event.latlng.lat, lng: event.latlng.lng }),
    moveend: () => handlers.current.onViewChange?.({ bbox: bboxOf(map), zoom: map.getZoom() }),
  });

  useEffect(() => {
    handlers.current.onViewChange?.({ bbox: bboxOf(map), zoom: map.getZoom() });
  }, [map]);

  // Compared by value: callers often pass a new object with the same place.
  const focusLat = focus?.lat;
  const focusLng = focus?.lng;
  const focusZoom = focus?.zoom;
  useEffect(() => {
    if (focusLat !== undefined && focusLng !== undefined) map.setView([focusLat, focusLng], focusZoom ?? map.getZoom());
  }, [map, focusLat, focusLng, focusZoom]);

  return null;
}
