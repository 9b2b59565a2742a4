// The fallback that needs no network: country from the coordinates (country-coder's bundled borders),
// region from our regions table. It is what makes pad creation work on a closed network.
import * as countryCoder from '@rapideditor/country-coder';
import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { pads, regions } from '../db/schema.js';

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
  const territoryName =
    territory && territory.properties.id !== country.properties.id ? territory.properties.nameEn : '';
  return { country_code: code, country: country.properties.nameEn, territory: territoryName };
}

export interface RegionMatch {
  id: number;
  region: string;
}

/** How far around a point the nearest pad's region counts (degrees, ~100 km); keeps the lat/lng index useful. */
const NEAREST_PAD_WINDOW = 1;

/**
 * The region of a country, from our regions table (it has no shapes): the one named like a hint
 * (provider region or county, UK nation), else the region of the nearest pad of that country, else
 * one whose name contains a hint ("England" ~ "North West England"), else the country's first region.
 */
export async function regionFor(
  db: Db,
  countryCode: string,
  hints: string[],
  near?: { latitude: number; longitude: number },
): Promise<RegionMatch | null> {
  if (!countryCode) return null;
  const code = countryCode.toUpperCase();
  const rows = await db
    .select({ id: regions.id, region: regions.region })
    .from(regions)
    .where(eq(regions.country_code, code))
    .orderBy(asc(regions.id));
  if (!rows.length) return null;
  const wanted = hints.map((h) => h.trim().toLowerCase()).filter(Boolean);
  const name = (r: RegionMatch) => r.region.toLowerCase();
  const exact = rows.find((r) => wanted.includes(name(r)));
  if (exact) return exact;
  const nearest = near ? await nearestPadRegion(db, code, near) : null;
  const known = nearest && rows.find((r) => r.id === nearest);
  if (known) return known;
  return rows.find((r) => wanted.some((w) => name(r).includes(w) || w.includes(name(r)))) ?? rows[0]!;
}

async function nearestPadRegion(
  db: Db,
  countryCode: string,
  p: { latitude: number; longitude: number },
): Promise<number | null> {
  const w = NEAREST_PAD_WINDOW;
  const [row] = await db
    .select({ region_id: pads.region_id })
    .from(pads)
    .where(
      and(
        eq(pads.country_code, countryCode),
        isNotNull(pads.region_id),
        between(pads.latitude, p.latitude - w, p.latitude + w),
        between(pads.longitude, p.longitude - w * 1.5, p.longitude + w * 1.5),
      ),
    )
    // Planar distance with the longitude shrunk by latitude: plenty for "which pad is closest".
    .orderBy(
      sql`power(${pads.latitude} - ${p.latitude}, 2) + power((${pads.longitude} - ${p.longitude}) * cos(radians(${p.latitude})), 2)`,
    )
    .limit(1);
  return row?.region_id ?? null;
}
