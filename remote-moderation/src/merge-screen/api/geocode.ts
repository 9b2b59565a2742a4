// The address at a point, for the merged column when its coordinates are typed or its pin is dragged.
import { call } from '@pads/shared';
import { geo } from '@pads/contracts/endpoints';
import type { ResolvedGeoPlace as ReversePlace } from '@pads/contracts/api';
export type { ResolvedGeoPlace as ReversePlace } from '@pads/contracts/api';

export async function reverseGeocode(lat: number, lng: number, signal?: AbortSignal): Promise<ReversePlace | null> {
  return call(geo.reverse, { query: { lat, lng } }, { signal });
}
