// One geocoding service over the configured provider: Google with a server key, else an open
// (Nominatim-compatible) geocoder, and always the offline fallback. A provider failure or timeout is
// logged and falls back; it never fails the caller (the pad form keeps working without a network).
import type { FastifyBaseLogger } from 'fastify';
import type { ResolvedGeoPlace } from '@pads/contracts/api';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { countryAt, regionFor } from '../../domain/offlineGeo.js';
import { GoogleGeoProvider } from './providers/google.js';
import { NominatimGeoProvider } from './providers/nominatim.js';
import type { GeoPlace, GeoProvider, Prediction } from './types.js';

/** `source` says which provider answered: google, nominatim or offline. */
export type ResolvedPlace = ResolvedGeoPlace;

export function providerFor(config: Pick<Config, 'googleMapsServerKey' | 'geocoderUrl'>): GeoProvider | null {
  if (config.googleMapsServerKey) return new GoogleGeoProvider(config.googleMapsServerKey);
  if (config.geocoderUrl) return new NominatimGeoProvider(config.geocoderUrl);
  return null;
}

export class GeoService {
  constructor(
    private readonly db: Db,
    private readonly provider: GeoProvider | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  async predictions(query: string): Promise<Prediction[]> {
    return (await this.attempt((p) => p.predictions(query))) ?? [];
  }

  async geocode(input: { placeId?: string; query?: string }): Promise<ResolvedPlace | null> {
    const place = await this.attempt((p) => p.geocode(input));
    return place ? this.complete(place, this.provider!.name) : null;
  }

  async reverse(latitude: number, longitude: number): Promise<ResolvedPlace | null> {
    const place = await this.attempt((p) => p.reverse(latitude, longitude));
    if (place) return this.complete(place, this.provider!.name);
    const offline = countryAt(latitude, longitude);
    if (!offline) return null; // open sea: nothing to say
    return this.complete(
      {
        address: '',
        country: offline.country,
        country_code: offline.country_code,
        county: '',
        region: '',
        latitude,
        longitude,
      },
      'offline',
    );
  }

  private async attempt<T>(call: (provider: GeoProvider) => Promise<T>): Promise<T | null> {
    if (!this.provider) return null;
    try {
      return await call(this.provider);
    } catch (error) {
      this.log.warn({ err: error, provider: this.provider.name }, 'geocoder failed, falling back');
      return null;
    }
  }

  /** Fills what the provider left out: the country from the borders, the region from our table. */
  private async complete(place: GeoPlace, source: string): Promise<ResolvedPlace> {
    const offline = countryAt(place.latitude, place.longitude);
    const country_code = place.country_code || offline?.country_code || '';
    const country = place.country || (offline?.country_code === country_code ? offline.country : '');
    const region = await regionFor(
      this.db,
      country_code,
      [place.region, place.county, offline?.territory ?? ''],
      place,
    );
    return {
      ...place,
      country,
      country_code,
      region: region?.region ?? place.region,
      region_id: region?.id ?? null,
      source,
    };
  }
}
