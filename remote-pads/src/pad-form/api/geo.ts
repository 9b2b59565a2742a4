// /api/geo: address predictions, place lookup and reverse geocoding, shared by the pad forms (create and the pad view's Contact tab).
import { call, type Prediction, type ResolvedGeoPlace as GeoPlace } from '@pads/shared';
import { geo } from '@pads/contracts/endpoints';
import { useQuery } from '@tanstack/react-query';

export type { GeoPlace, Prediction };

export const geoQueryKeys = {
  all: ['geo'] as const,
  predictions: (q: string) => ['geo', 'predictions', q] as const,
};

export async function fetchPredictions(q: string, signal?: AbortSignal): Promise<Prediction[]> {
  return (await call(geo.predictions, { query: { q } }, { signal })) ?? [];
}

export async function geocodePlace(placeId: string): Promise<GeoPlace | null> {
  return call(geo.geocode, { query: { place_id: placeId } });
}

export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<GeoPlace | null> {
  return call(geo.reverse, { query: { lat, lng } }, { signal });
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
