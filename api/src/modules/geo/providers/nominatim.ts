// An open geocoder with the Nominatim API (nominatim.openstreetmap.org, a self-hosted one, Photon-compatible
// proxies…). Place ids are OSM ids ("N123", "W456", "R789"), which /lookup resolves again.
import { fetchJson, type GeoPlace, type GeoProvider, type Prediction } from '../types.js';

interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat: string;
  lon: string;
  display_name: string;
  address?: Record<string, string>;
}

// Nominatim's usage policy asks for an identifying User-Agent.
const HEADERS = { 'User-Agent': 'pads-admin/1.0', 'Accept-Language': 'en' };

export class NominatimGeoProvider implements GeoProvider {
  readonly name = 'nominatim';
  private readonly base: string;

  constructor(baseUrl: string) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  private url(path: string, params: Record<string, string>): URL {
    const url = new URL(`${this.base}/${path}`);
    for (const [k, v] of Object.entries({ ...params, format: 'jsonv2', addressdetails: '1' }))
      url.searchParams.set(k, v);
    return url;
  }

  async predictions(query: string): Promise<Prediction[]> {
    const places = await fetchJson<NominatimPlace[]>(this.url('search', { q: query, limit: '5' }), HEADERS);
    return places
      .filter((p) => p.osm_type && p.osm_id)
      .map((p) => ({ place_id: osmId(p), description: p.display_name }));
  }

  async geocode({ placeId, query }: { placeId?: string; query?: string }): Promise<GeoPlace | null> {
    const places = placeId
      ? await fetchJson<NominatimPlace[]>(this.url('lookup', { osm_ids: placeId }), HEADERS)
      : await fetchJson<NominatimPlace[]>(this.url('search', { q: query ?? '', limit: '1' }), HEADERS);
    return places[0] ? toPlace(places[0]) : null;
  }

  async reverse(latitude: number, longitude: number): Promise<GeoPlace | null> {
    const place = await fetchJson<NominatimPlace & { error?: string }>(
      this.url('reverse', { lat: String(latitude), lon: String(longitude) }),
      HEADERS,
    );
    return place.error ? null : { ...toPlace(place), latitude, longitude };
  }
}

const osmId = (p: NominatimPlace) => `${(p.osm_type ?? '').charAt(0).toUpperCase()}${p.osm_id}`;

function toPlace(p: NominatimPlace): GeoPlace {
  const a = p.address ?? {};
  return {
    address: p.display_name,
    country: a.country ?? '',
    country_code: (a.country_code ?? '').toUpperCase(),
    county: a.county ?? a.state_district ?? '',
    region: a.state ?? a.region ?? '',
    latitude: Number(p.lat),
    longitude: Number(p.lon),
  };
}
