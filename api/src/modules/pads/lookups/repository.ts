// The region the pad form pre-fills after a country is picked.
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { regions } from '../../../db/schema.js';

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
