import { apiClient, type AdminUser } from '@pads/shared';
import type { MapCluster, MapMarker } from '@pads/shared';

export const PAD_LIST_KEY = 'pads';
export const PAD_LIST_URL = '/admin/pads';
export const PAD_CSV_URL = '/admin/pads/download-csv';
export const PAD_MAP_URL = '/admin/pads/index-pads-for-map';

/** A pad list row: the server's columns plus the flags the name cell and row style read. */
export interface PadRow {
  id: number;
  name: string;
  category_id: number;
  status_id: number;
  is_landing_permitted: boolean;
  is_phonable: boolean;
  is_private: boolean;
  has_invalid_phone: boolean;
  is_recommended: boolean;
  deleted_at: string | null;
  [column: string]: unknown;
}

export interface PadMapData {
  places: MapMarker[];
  clusters: MapCluster[];
  total: number;
  zoom: number;
  grid: number;
}

export async function fetchPadMap(params: Record<string, string>, signal?: AbortSignal): Promise<PadMapData> {
  const { data } = await apiClient.get<{ data: PadMapData }>(PAD_MAP_URL, { params, signal });
  return data.data;
}

/** Stores the 'View on the Map' switch in the admin's settings; returns the updated user. */
export async function saveMapSwitch(isMapOn: boolean): Promise<AdminUser> {
  const { data } = await apiClient.put<{ data: AdminUser }>('/admin/pads/toggle-map', { is_map_on: isMapOn });
  return data.data;
}
