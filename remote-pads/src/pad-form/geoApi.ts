// Geocoding and HISC country codes: the calls the pad forms (create and the pad view's Contact tab) share.
import { apiClient } from '@pads/shared';

export interface Prediction {
  place_id: string;
  description: string;
}

export interface GeoPlace {
  address: string;
  country: string;
  country_code: string;
  county: string;
  region: string;
  region_id: number | null;
  latitude: number;
  longitude: number;
  source: string;
}

export async function fetchPredictions(q: string, signal?: AbortSignal): Promise<Prediction[]> {
  const { data } = await apiClient.get<{ data: Prediction[] }>('/geo/predictions', { params: { q }, signal });
  return data.data ?? [];
}

export async function geocodePlace(placeId: string): Promise<GeoPlace | null> {
  const { data } = await apiClient.get<{ data: GeoPlace | null }>('/geo/geocode', { params: { place_id: placeId } });
  return data.data;
}

export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<GeoPlace | null> {
  const { data } = await apiClient.get<{ data: GeoPlace | null }>('/geo/reverse', { params: { lat, lng }, signal });
  return data.data;
}

/** `{ data: { GB: 'United Kingdom', … } }` → options sorted by code. */
export async function fetchHiscCountryCodes(): Promise<{ value: string; label: string }[]> {
  const { data } = await apiClient.get<{ data: Record<string, string> }>('/admin/regions/get-hisc-country-codes');
  return Object.entries(data.data ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, name]) => ({ value: code, label: `${code} — ${name}` }));
}
