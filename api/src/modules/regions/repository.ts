// Regions, countries and US states: the reference lists of the address fields.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, regions, usStates } from '../../db/schema.js';

export const listRegions = (db: Db) =>
  db
    .select({ id: regions.id, region: regions.region, country_code: regions.country_code })
    .from(regions)
    .orderBy(asc(regions.country_code), asc(regions.region));

export const listCountries = (db: Db) =>
  db
    .select({ id: countries.id, code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));

export const listUsStates = (db: Db) =>
  db.select({ id: usStates.id, code: usStates.code, name: usStates.name }).from(usStates).orderBy(asc(usStates.name));

/** Country codes usable as a HISC prefix (every country in the table), mapped to the country name. */
export async function hiscCountryCodes(db: Db): Promise<Record<string, string>> {
  const rows = await db
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.code));
  return Object.fromEntries(rows.map((r) => [r.code, r.name]));
}
