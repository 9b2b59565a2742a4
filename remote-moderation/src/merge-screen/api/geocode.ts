// The address at a point, for the merged column when its coordinates are typed or its pin is dragged.
import { apiClient } from '@pads/shared';

export interface ReversePlace {
  address: string;
  country: string;
  country_code: string;
  county: string;
  region: string;
}

export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<ReversePlace | null> {
  const { data } = await apiClient.get<{ data: ReversePlace | null }>('/geo/reverse', { params: { lat, lng }, signal });
  return data.data;
}
