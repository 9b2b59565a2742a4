/// <reference types="google.maps" />
import { MarkerClusterer, type Marker } from '@googlemaps/markerclusterer';
import { APIProvider, Map as GoogleMap, useMap } from '@vis.gl/react-google-maps';
import { useEffect, useRef, useState } from 'react';
import { runtimeConfig } from '@pads/core';
import { categoryIconUrl, PIN_ICON_URL } from '../categoryIcons';
import { MARKER_HEIGHT, MARKER_WIDTH } from '../constants';
import { MapError } from '../MapErrorBoundary';
import { popupElement, type ProviderMapProps } from '../resolvedProps';
import type { BBox } from '../types';
import { PadGridAlgorithm } from './gridAlgorithm';

/** Google Maps provider of PadMap (used when the runtime config carries a key). */
export default function GooglePadMap(props: ProviderMapProps) {
  const [loadError, setLoadError] = useState<string | null>(null);
  if (loadError) return <MapError height={props.height} message={loadError} />;
  return (
    <APIProvider
      apiKey={runtimeConfig.googleMapsKey}
      language="en"
      onError={(error) => setLoadError(error instanceof Error ? error.message : 'Google Maps failed to load')}
    >
      <GoogleMap
        style={{ height: props.height, width: '100%' }}
        defaultCenter={props.center}
        defaultZoom={props.zoom}
        minZoom={props.minZoom}
        mapTypeId={props.mapType ?? 'roadmap'}
        gestureHandling="greedy"
        clickableIcons={false}
        onClick={(event) => {
          const latLng = event.detail.latLng;
          if (latLng) props.onMapClick?.({ lat: latLng.lat, lng: latLng.lng });
        }}
      >
        <Markers {...props} />
        <Pin {...props} />
        <ViewSync {...props} />
      </GoogleMap>
    </APIProvider>
  );
}

function size(width: number, height: number) {
  return new google.maps.Size(width, height);
}

function Markers({ markers, clusters, cluster, popupHref, navigate }: ProviderMapProps) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const info = new google.maps.InfoWindow();
    const pads = new Map<Marker, (typeof markers)[number]>();
    const drawn = markers.map((pad) => {
      const marker = new google.maps.Marker({
        position: { lat: pad.latitude, lng: pad.longitude },
        title: pad.name,
        icon: { url: categoryIconUrl(pad.category_id), scaledSize: size(MARKER_WIDTH, MARKER_HEIGHT) },
      });
      marker.addListener('click', () => {
        info.setContent(popupElement(pad, popupHref(pad), navigate));
        info.open({ map, anchor: marker });
      });
      pads.set(marker, pad);
      return marker;
    });

    if (!clusters) {
      const clusterer = new MarkerClusterer({ map, markers: drawn, algorithm: new PadGridAlgorithm(pads, cluster) });
      return () => {
        clusterer.clearMarkers();
        clusterer.setMap(null);
        info.close();
      };
    }

    // Server clusters: drawn as given, each a counted bubble that zooms in on click.
    for (const marker of drawn) marker.setMap(map);
    const bubbles = clusters.map((group) => {
      const bubble = new google.maps.Marker({
        map,
        position: { lat: group.latitude, lng: group.longitude },
        label: { text: String(group.count), color: '#fff', fontSize: '12px' },
        icon: {
          path: google.maps.SymbolPath.CIRCLE,
          scale: group.count < 100 ? 16 : 22,
          fillColor: group.count < 100 ? '#1677ff' : '#f5222d',
          fillOpacity: 0.85,
          strokeWeight: 0,
        },
      });
      bubble.addListener('click', () => {
        if (group.bbox) {
          const [west, south, east, north] = group.bbox;
          map.fitBounds({ west, south, east, north }, 24);
        } else {
          map.setZoom((map.getZoom() ?? 5) + 2);
          map.panTo({ lat: group.latitude, lng: group.longitude });
        }
      });
      return bubble;
    });
    return () => {
      for (const marker of [...drawn, ...bubbles]) marker.setMap(null);
      info.close();
    };
  }, [map, markers, clusters, cluster, popupHref, navigate]);
  return null;
}

function Pin({ pin, onPinDragEnd }: ProviderMapProps) {
  const map = useMap();
  const dragEnd = useRef(onPinDragEnd);
  dragEnd.current = onPinDragEnd;
  const pinRef = useRef<google.maps.Marker | null>(null);
  const hasPin = Boolean(pin);

  useEffect(() => {
    if (!map || !hasPin) return;
    const marker = new google.maps.Marker({
      map,
      draggable: true,
      zIndex: 1000,
      icon: { url: PIN_ICON_URL, scaledSize: size(MARKER_WIDTH, MARKER_HEIGHT) },
    });
    marker.addListener('dragend', (event: google.maps.MapMouseEvent) => {
      if (event.latLng) dragEnd.current?.({ lat: event.latLng.lat(), lng: event.latLng.lng() });
    });
    pinRef.current = marker;
    return () => {
      marker.setMap(null);
      pinRef.current = null;
    };
  }, [map, hasPin]);

  const pinLat = pin?.lat;
  const pinLng = pin?.lng;
  useEffect(() => {
    if (pinLat !== undefined && pinLng !== undefined) pinRef.current?.setPosition({ lat: pinLat, lng: pinLng });
  }, [pinLat, pinLng, hasPin, map]);

  return null;
}

function ViewSync({ onViewChange, focus }: ProviderMapProps) {
  const map = useMap();
  const onView = useRef(onViewChange);
  onView.current = onViewChange;

  useEffect(() => {
    if (!map) return;
    const listener = map.addListener('idle', () => {
      const bounds = map.getBounds();
      if (!bounds) return;
      const ne = bounds.getNorthEast();
      const sw = bounds.getSouthWest();
      const bbox: BBox = [sw.lng(), sw.lat(), ne.lng(), ne.lat()];
      onView.current?.({ bbox, zoom: map.getZoom() ?? 0 });
    });
    return () => listener.remove();
  }, [map]);

  // Compared by value: callers often pass a new object with the same place.
  const focusLat = focus?.lat;
  const focusLng = focus?.lng;
  const focusZoom = focus?.zoom;
  useEffect(() => {
    if (!map || focusLat === undefined || focusLng === undefined) return;
    map.panTo({ lat: focusLat, lng: focusLng });
    if (focusZoom !== undefined) map.setZoom(focusZoom);
  }, [map, focusLat, focusLng, focusZoom]);

  return null;
}
