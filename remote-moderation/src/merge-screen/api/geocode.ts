// The address at a point, for the merged column when its coordinates are typed or its pin is dragged.
import { apiClient } from '@pads/shared';
import type { ResolvedGeoPlace as ReversePlace } from '@pads/contracts/api';
export type { ResolvedGeoPlace as ReversePlace } from '@pads/contracts/api';

export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<ReversePlace | null> {
  const { data } = await apiClient.get<{ data: ReversePlace | null }>('/geo/reverse', { params: { lat, lng }, signal });
  return data.data;
}
