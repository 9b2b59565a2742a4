// /api/geo: address predictions, place lookup and reverse geocoding, shared by the pad forms (create and the pad view's Contact tab).
import { apiClient, type Prediction, type ResolvedGeoPlace as GeoPlace } from '@pads/shared';
import { useQuery } from '@tanstack/react-query';

export type { GeoPlace, Prediction };

export const geoQueryKeys = {
  all: ['geo'] as const,
  predictions: (q: string) => ['geo', 'predictions', q] as const,
};

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

/** Address predictions for `q` (from the third character); kept five minutes. */
export function usePredictions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: geoQueryKeys.predictions(q),
    queryFn: ({ signal }) => fetchPredictions(q, signal),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
