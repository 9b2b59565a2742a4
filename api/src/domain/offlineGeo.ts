// The fallback that needs no network: country from the coordinates (country-coder's bundled borders),
// region from our regions table. It is what makes pad creation work on a closed network.
import { createRequire } from 'node:module';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { regions } from '../db/schema.js';

export interface OfflineCountry {
  country_code: string;
  country: string;
  /** A finer named area where the borders know one (England, Scotland…), used to pick the region. */
  territory: string;
}

type CountryCoder = typeof import('@rapideditor/country-coder');
let coder: CountryCoder | undefined;
/**
 * country-coder, loaded when first asked: loading it inflates and indexes every border (~0.4 s of CPU), which the
 * API's start, each API test file and every process that never places a point would otherwise pay. The seed's
 * country list reads its borders through it too.
 */
export const countryCoder = (): CountryCoder =>
  (coder ??= createRequire(import.meta.url)('@rapideditor/country-coder') as CountryCoder);

export function countryAt(latitude: number, longitude: number): OfflineCountry | null {
  const loc: [number, number] = [longitude, latitude];
  const { feature, iso1A2Code } = countryCoder();
  const country = feature(loc);
  const code = iso1A2Code(loc);
  if (!country || !code) return null;
  const territory = feature(loc, { level: 'territory' });
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

/** How many pads, nearest first in plain degrees, are ranked again with the longitude shrunk by latitude. */
const NEAREST_CANDIDATES = 16;

/**
 * The region of the pad of `code` nearest to (`lat`, `lng`), within NEAREST_PAD_WINDOW: the NEAREST_CANDIDATES
 * pads with a region nearest in plain degrees (a nearest-first walk of pads_region_point_spgist), ranked by the
 * distance with the longitude shrunk by latitude (plenty for "which pad is closest").
 */
const nearestRegionSql = (lat: SQL, lng: SQL, code: SQL) => {
  const w = NEAREST_PAD_WINDOW;
  return sql`(SELECT c.region_id FROM (SELECT p.region_id, p.latitude, p.longitude FROM pads p
      WHERE p.region_id IS NOT NULL AND p.country_code = ${code}
        AND point(p.longitude, p.latitude) <@ box(point(${lng} - ${w * 1.5}, ${lat} - ${w}), point(${lng} + ${w * 1.5}, ${lat} + ${w}))
      ORDER BY point(p.longitude, p.latitude) <-> point(${lng}, ${lat}) LIMIT ${NEAREST_CANDIDATES}) c
    ORDER BY power(c.latitude - ${lat}, 2) + power((c.longitude - ${lng}) * cos(radians(${lat})), 2) LIMIT 1)`;
};

async function nearestPadRegion(
  db: Db,
  countryCode: string,
  p: { latitude: number; longitude: number },
): Promise<number | null> {
  const { rows } = await db.execute<{ region_id: number | null }>(
    sql`SELECT ${nearestRegionSql(sql`${p.latitude}::float8`, sql`${p.longitude}::float8`, sql`${countryCode}`)} AS region_id`,
  );
  return rows[0]?.region_id ?? null;
}

export interface OfflinePlace {
  country_code: string | null;
  country: string | null;
  region: string | null;
  region_id: number | null;
}

/**
 * regionFor for many points at once (the CSV import: thousands of rows, no call per row). The country is
 * the given code or the one at the point; the region is the one named like the point's territory, else
 * the nearest pad's (one set-based statement for every point that needs it), else a name containing the
 * territory, else the country's first.
 */
export async function placesAt(
  db: Db,
  points: { latitude: number; longitude: number; country_code?: string }[],
): Promise<OfflinePlace[]> {
  const at = points.map((p) => {
    const offline = countryAt(p.latitude, p.longitude);
    const code = (p.country_code || offline?.country_code || '').toUpperCase();
    return { ...p, code, territory: offline && offline.country_code === code ? offline.territory.toLowerCase() : '' };
  });
  const codes = [...new Set(at.map((p) => p.code).filter(Boolean))];
  if (!codes.length) return at.map(() => ({ country_code: null, country: null, region: null, region_id: null }));
  const codeList = `{${codes.join(',')}}`;
  const { rows: known } = await db.execute<{ kind: string; code: string; id: number; name: string }>(sql`
    SELECT 'country' AS kind, code, 0 AS id, name FROM countries WHERE code = ANY(${codeList}::text[])
    UNION ALL SELECT 'region', country_code, id, region FROM regions WHERE country_code = ANY(${codeList}::text[])
    ORDER BY kind, id`);
  const countryName = new Map<string, string>();
  const regionsOf = new Map<string, RegionMatch[]>();
  for (const r of known) {
    if (r.kind === 'country') countryName.set(r.code, r.name);
    else regionsOf.set(r.code, [...(regionsOf.get(r.code) ?? []), { id: Number(r.id), region: r.name }]);
  }
  const exact = at.map((p) =>
    p.territory ? (regionsOf.get(p.code)?.find((r) => r.region.toLowerCase() === p.territory) ?? null) : null,
  );
  const needNearest = at.flatMap((p, i) => (!exact[i] && regionsOf.has(p.code) ? [i] : []));
  const nearest = new Map<number, number>();
  if (needNearest.length) {
    const input = JSON.stringify(
      needNearest.map((i) => ({ i, lat: at[i]!.latitude, lng: at[i]!.longitude, code: at[i]!.code })),
    );
    const { rows } = await db.execute<{ i: number; region_id: number | null }>(sql`
      SELECT q.i, ${nearestRegionSql(sql`q.lat`, sql`q.lng`, sql`q.code`)} AS region_id
      FROM jsonb_to_recordset(${input}::jsonb) AS q(i int, lat float8, lng float8, code text)`);
    for (const r of rows) if (r.region_id !== null) nearest.set(Number(r.i), Number(r.region_id));
  }
  return at.map((p, i) => {
    const regions = regionsOf.get(p.code) ?? [];
    const region =
      exact[i] ??
      regions.find((r) => r.id === nearest.get(i)) ??
      (p.territory ? regions.find((r) => r.region.toLowerCase().includes(p.territory)) : undefined) ??
      regions[0] ??
      null;
    return {
      country_code: p.code || null,
      country: countryName.get(p.code) ?? null,
      region: region?.region ?? null,
      region_id: region?.id ?? null,
    };
  });
}
