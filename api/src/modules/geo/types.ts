// What every geocoding provider answers, whatever it calls things (the shapes are in @pads/contracts).
import type { GeoPlace, Prediction } from '@pads/contracts/api';

export type { GeoPlace, Prediction };

export interface GeoProvider {
  readonly name: string;
  predictions(query: string): Promise<Prediction[]>;
  /** By a place id from predictions(), or by free text. */
  geocode(input: { placeId?: string; query?: string }): Promise<GeoPlace | null>;
  reverse(latitude: number, longitude: number): Promise<GeoPlace | null>;
}

/** Providers are remote: every call gets this long before the service falls back. */
export const PROVIDER_TIMEOUT_MS = 3_000;

export async function fetchJson<T>(url: URL, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url.host} answered ${res.status}`);
  return (await res.json()) as T;
}
