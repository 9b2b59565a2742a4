import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  categories,
  contactTypes,
  countries,
  facilities,
  landingFees,
  regions,
  statuses,
  tags,
  userTags,
  usStates,
  warnings,
} from '../../db/schema.js';

/** The { id, name } reference tables, by the path they are served at (under /api). */
export const NAMED_LOOKUPS = {
  '/categories': { table: categories, summary: 'Pad categories' },
  '/contact-types': { table: contactTypes, summary: 'Contact types' },
  '/warnings': { table: warnings, summary: 'Pad warnings' },
  '/facilities': { table: facilities, summary: 'Pad facilities' },
  '/tags': { table: tags, summary: 'Pad tags' },
  '/user-tags': { table: userTags, summary: 'User tags' },
  '/statuses': { table: statuses, summary: 'Pad statuses' },
  '/pads/landing-fees': { table: landingFees, summary: 'Landing fee categories' },
} as const;

type NamedTable = (typeof NAMED_LOOKUPS)[keyof typeof NAMED_LOOKUPS]['table'];

export const listNamed = (db: Db, table: NamedTable) =>
  db.select({ id: table.id, name: table.name }).from(table).orderBy(asc(table.id));

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

/**
 * The region for a country: the one named `regionName` when given and known, else the country's
 * first region. The pad form calls this after picking a country to pre-fill the region.
 */
export async function findRegion(db: Db, countryCode: string, regionName: string | undefined) {
  const [row] = await db
    .select({ id: regions.id, region: regions.region, country_code: regions.country_code })
    .from(regions)
    .where(sql`${regions.country_code} = upper(${countryCode})`)
    .orderBy(
      regionName ? sql`(lower(${regions.region}) = lower(${regionName})) DESC` : asc(regions.id),
      asc(regions.id),
    )
    .limit(1);
  return row ?? null;
}
