// The fallback that needs no network: country from the coordinates (country-coder's bundled borders),
// region from our regions table. It is what makes pad creation work on a closed network.
import * as countryCoder from '@rapideditor/country-coder';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { regions } from '../../db/schema.js';

export interface OfflineCountry {
  country_code: string;
  country: string;
  /** A finer named area where the borders know one (England, Scotland…), used to pick the region. */
  territory: string;
}

export function countryAt(latitude: number, longitude: number): OfflineCountry | null {
  const loc: [number, number] = [longitude, latitude];
  const country = countryCoder.feature(loc);
  const code = countryCoder.iso1A2Code(loc);
  if (!country || !code) return null;
  const territory = countryCoder.feature(loc, { level: 'territory' });
  const territoryName = territory && territory.properties.id !== country.properties.id ? territory.properties.nameEn : '';
  return { country_code: code, country: country.properties.nameEn, territory: territoryName };
}

export interface RegionMatch {
  id: number;
  region: string;
}

/**
 * The region of a country: the one whose name matches one of the hints (provider region, county,
 * territory), else one containing a hint, else the country's first region — the table has no shapes.
 */
export async function regionFor(db: Db, countryCode: string, hints: string[]): Promise<RegionMatch | null> {
  if (!countryCode) return null;
  const rows = await db
    .select({ id: regions.id, region: regions.region })
    .from(regions)
    .where(eq(regions.country_code, countryCode.toUpperCase()))
    .orderBy(asc(regions.id));
  const wanted = hints.map((h) => h.trim().toLowerCase()).filter(Boolean);
  const name = (r: RegionMatch) => r.region.toLowerCase();
  return (
    rows.find((r) => wanted.includes(name(r))) ??
    // "Dublin" ~ "County Dublin", "England" ~ "North West England": better than an arbitrary region.
    rows.find((r) => wanted.some((w) => name(r).includes(w) || w.includes(name(r)))) ??
    rows[0] ??
    null
  );
}
