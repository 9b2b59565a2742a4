// Keeps the location fields in step with the pin: a chosen prediction is geocoded (and focused),
// and coordinates that changed — typed, clicked or dragged — are reverse-geocoded after 300 ms.
// Geocoding failures are only logged: the address stays free text and the pin stays where it is.
import type { LatLng } from '@pads/shared';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PadFieldsValues } from './padFields';
import { geocodePlace, reverseGeocode, type GeoPlace } from './api/geo';
import { useDebounced } from './useDebounced';

/** The pin's zoom when the map moves to a found place (spec §9 "location zoom"). */
export const FOCUS_ZOOM = 17;

export function parseCoordinates(latitude: string, longitude: string): LatLng | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

export const formatCoordinate = (value: number) => String(Number(value.toFixed(6)));
const keyOf = (p: LatLng) => `${p.lat},${p.lng}`;

export function useGeocoding() {
  const { values, setFieldValue } = useFormikContext<PadFieldsValues>();
  const [focus, setFocus] = useState<(LatLng & { zoom?: number }) | null>(null);
  const [geocoding, setGeocoding] = useState(false);
  // Coordinates whose place the form already shows: no reverse call for them.
  const knownPlace = useRef<string | null>(null);
  // Typed coordinates also move the map; clicked or dragged ones are already in view.
  const typed = useRef(false);

  const pin = parseCoordinates(values.location.latitude, values.location.longitude);
  const debouncedPin = useDebounced(pin ? keyOf(pin) : null);

  // Geocoder answers arrive later: they read the latest values and set single fields, so nothing the
  // user typed in the meantime is overwritten with a stale copy.
  const latest = useRef(values);
  latest.current = values;

  const setPlaceFields = useCallback(
    async (place: GeoPlace, fields: Partial<PadFieldsValues['location']> = {}) => {
      const next: Partial<PadFieldsValues['location']> = {
        country: place.country,
        county: place.county,
        region: place.region,
        country_code: place.country_code,
        ...fields,
      };
      for (const [field, value] of Object.entries(next)) await setFieldValue(`location.${field}`, value, false);
      await setFieldValue('location.address', fields.address ?? latest.current.location.address);
    },
    [setFieldValue],
  );

  const choosePrediction = useCallback(
    async (placeId: string, description: string) => {
      setGeocoding(true);
      try {
        const place = await geocodePlace(placeId);
        if (!place) return;
        const point = { lat: Number(formatCoordinate(place.latitude)), lng: Number(formatCoordinate(place.longitude)) };
        knownPlace.current = keyOf(point);
        await setPlaceFields(place, {
          address: description,
          latitude: formatCoordinate(point.lat),
          longitude: formatCoordinate(point.lng),
        });
        setFocus({ ...point, zoom: FOCUS_ZOOM });
      } catch (error) {
        console.warn('geocoding failed', error);
      } finally {
        setGeocoding(false);
      }
    },
    [setPlaceFields],
  );

  const movePin = useCallback(
    async (point: LatLng) => {
      await setFieldValue('location.latitude', formatCoordinate(point.lat), false);
      await setFieldValue('location.longitude', formatCoordinate(point.lng));
    },
    [setFieldValue],
  );

  const typeCoordinate = useCallback(
    async (field: 'latitude' | 'longitude', text: string) => {
      typed.current = true;
      await setFieldValue(`location.${field}`, text);
    },
    [setFieldValue],
  );

  useEffect(() => {
    if (!debouncedPin || debouncedPin === knownPlace.current) return;
    const [lat, lng] = debouncedPin.split(',').map(Number) as [number, number];
    if (typed.current) {
      typed.current = false;
      setFocus({ lat, lng });
    }
    const controller = new AbortController();
    setGeocoding(true);
    reverseGeocode(lat, lng, controller.signal)
      .then((place) => {
        knownPlace.current = debouncedPin;
        // The address is the admin's text: a reverse result only fills it when it is still empty.
        if (place) void setPlaceFields(place, latest.current.location.address ? {} : { address: place.address });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('reverse geocoding failed', error);
      })
      .finally(() => setGeocoding(false));
    return () => controller.abort();
  }, [debouncedPin, setPlaceFields]);

  return { pin, focus, geocoding, choosePrediction, movePin, typeCoordinate };
}
