// Google Places autocomplete + Geocoding (server key; language English as the spec's maps service).
import { fetchJson, type GeoPlace, type GeoProvider, type Prediction } from '../types.js';

const BASE = 'https://maps.googleapis.com/maps/api';

interface GoogleComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GoogleResult {
  formatted_address: string;
  address_components: GoogleComponent[];
  geometry: { location: { lat: number; lng: number } };
}
interface GoogleStatus {
  status: string;
  error_message?: string;
}

export class GoogleGeoProvider implements GeoProvider {
  readonly name = 'google';
  constructor(private readonly key: string) {}

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${BASE}/${path}`);
    for (const [k, v] of Object.entries({ ...params, key: this.key, language: 'en' })) url.searchParams.set(k, v);
    return url;
  }

  async predictions(query: string): Promise<Prediction[]> {
    const body = await fetchJson<GoogleStatus & { predictions?: { place_id: string; description: string }[] }>(
      this.url('place/autocomplete/json', { input: query }),
    );
    assertOk(body);
    return (body.predictions ?? []).map((p) => ({ place_id: p.place_id, description: p.description }));
  }

  async geocode({ placeId, query }: { placeId?: string; query?: string }): Promise<GeoPlace | null> {
    const params: Record<string, string> = placeId ? { place_id: placeId } : { address: query ?? '' };
    return this.first(await fetchJson<GoogleStatus & { results?: GoogleResult[] }>(this.url('geocode/json', params)));
  }

  async reverse(latitude: number, longitude: number): Promise<GeoPlace | null> {
    const body = await fetchJson<GoogleStatus & { results?: GoogleResult[] }>(
      this.url('geocode/json', { latlng: `${latitude},${longitude}` }),
    );
    const place = this.first(body);
    // Reverse geocoding snaps to the nearest address; the pin stays where the user put it.
    return place && { ...place, latitude, longitude };
  }

  private first(body: GoogleStatus & { results?: GoogleResult[] }): GeoPlace | null {
    assertOk(body);
    const result = body.results?.[0];
    if (!result) return null;
    const component = (type: string) => result.address_components.find((c) => c.types.includes(type));
    return {
      address: result.formatted_address,
      country: component('country')?.long_name ?? '',
      country_code: component('country')?.short_name ?? '',
      county: component('administrative_area_level_2')?.long_name ?? '',
      region: component('administrative_area_level_1')?.long_name ?? '',
      latitude: result.geometry.location.lat,
      longitude: result.geometry.location.lng,
    };
  }
}

function assertOk(body: GoogleStatus): void {
  // ZERO_RESULTS is an answer; anything else (REQUEST_DENIED, OVER_QUERY_LIMIT…) is a provider failure.
  if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS')
    throw new Error(`google: ${body.status} ${body.error_message ?? ''}`);
}
