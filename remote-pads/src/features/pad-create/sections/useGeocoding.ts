// Keeps the location fields in step with the pin: a chosen prediction is geocoded (and focused),
// and coordinates that changed — typed, clicked or dragged — are reverse-geocoded after 300 ms.
// Geocoding failures are only logged: the address stays free text and the pin stays where it is.
import type { LatLng } from '@pads/shared';
import { useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PadFormValues } from '../formModel';
import { geocodePlace, reverseGeocode, type GeoPlace } from '../padCreateApi';
import { useDebounced } from '../useDebounced';

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
  const { values, setFieldValue } = useFormikContext<PadFormValues>();
  const [focus, setFocus] = useState<(LatLng & { zoom?: number }) | null>(null);
  const [geocoding, setGeocoding] = useState(false);
  // Coordinates whose place the form already shows: no reverse call for them.
  const knownPlace = useRef<string | null>(null);
  // Typed coordinates also move the map; clicked or dragged ones are already in view.
  const typed = useRef(false);

  const pin = parseCoordinates(values.location.latitude, values.location.longitude);
  const debouncedPin = useDebounced(pin ? keyOf(pin) : null);

  const applyPlace = useCallback(
    async (place: GeoPlace, options: { address: boolean }) => {
      const address = options.address || !values.location.address ? place.address : values.location.address;
      await setFieldValue('location', {
        ...values.location,
        address: address || values.location.address,
        country: place.country,
        county: place.county,
        region: place.region,
        country_code: place.country_code,
      });
    },
    [setFieldValue, values.location],
  );

  const choosePrediction = useCallback(
    async (placeId: string, description: string) => {
      setGeocoding(true);
      try {
        const place = await geocodePlace(placeId);
        if (!place) return;
        const point = { lat: Number(formatCoordinate(place.latitude)), lng: Number(formatCoordinate(place.longitude)) };
        knownPlace.current = keyOf(point);
        await setFieldValue('location', {
          ...values.location,
          address: description,
          country: place.country,
          county: place.county,
          region: place.region,
          country_code: place.country_code,
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
    [setFieldValue, values.location],
  );

  const movePin = useCallback(
    async (point: LatLng) => {
      await setFieldValue('location', {
        ...values.location,
        latitude: formatCoordinate(point.lat),
        longitude: formatCoordinate(point.lng),
      });
    },
    [setFieldValue, values.location],
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
        if (place) void applyPlace(place, { address: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('reverse geocoding failed', error);
      })
      .finally(() => setGeocoding(false));
    return () => controller.abort();
    // applyPlace changes with every keystroke; only new coordinates should trigger a call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedPin]);

  return { pin, focus, geocoding, choosePrediction, movePin, typeCoordinate };
}
