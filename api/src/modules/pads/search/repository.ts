// The pads area's search-box results: pads by id, ICAO or HISC code, name prefix and name fragment (case and accents
// ignored), ranked in that order; or, for a pasted point, the nearest pads with their distance.
import { SEARCH_LIMIT, STATUS, type Coordinate, type SearchQuery } from '@pads/contracts';
import type { PadSearchAnswer, PadSearchHit } from '@pads/contracts/api';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { haversineM } from '../../../domain/duplicatePairs.js';
import { exactFirst, foldedPatterns, fragmentCandidates } from '../../../domain/searchText.js';

/** The result's columns, from `p` (pads) and its category and country; moderated as the pad view's toggle sets it. */
const HIT_COLUMNS = sql`p.id, p.name, c.name AS category, coalesce(co.name, p.country) AS country, p.icao, p.hisc,
  p.status_id = ${sql.raw(String(STATUS.Moderated))} AS is_moderated, p.user_id IS NOT NULL AS is_private,
  p.deleted_at IS NOT NULL AS is_archived`;
const HIT_JOINS = sql`LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN countries co ON co.code = p.country_code`;

const TIER_MATCH = sql`CASE h.tier WHEN 0 THEN 'id' WHEN 1 THEN 'code' WHEN 2 THEN 'prefix' ELSE 'fragment' END`;

/**
 * Each branch finds its rows from its own index and stops early: the id (primary key), the codes (pads_icao_idx,
 * pads_hisc_upper_idx), the prefix (pads_name_fold_prefix_idx, walked in name order), the fragment
 * (pads_name_fold_trgm, the first candidates only: see fragmentCandidates). A pad found twice keeps its best tier.
 * The fragment is looked for only when nothing matched exactly (see exactFirst).
 */
async function byText(db: Db, query: SearchQuery): Promise<PadSearchHit[]> {
  const exact: SQL[] = [];
  if (query.id !== null) exact.push(sql`SELECT id, 0 AS tier FROM pads WHERE id = ${query.id}`);
  if (query.code !== null) {
    exact.push(sql`SELECT id, 1 AS tier FROM pads WHERE icao = ${query.code}`);
    exact.push(sql`SELECT id, 1 AS tier FROM pads WHERE upper(hisc) = ${query.code} AND hisc IS NOT NULL`);
  }
  const { prefix, fragment } = foldedPatterns(query.text);
  const found = exactFirst(
    exact,
    query.words
      ? sql`(SELECT id, 2 AS tier FROM pads WHERE (name_fold COLLATE "C") LIKE ${prefix}
          ORDER BY (name_fold COLLATE "C"), id LIMIT ${SEARCH_LIMIT})`
      : null,
    query.words
      ? sql`(SELECT id, 3 AS tier FROM pads WHERE name_fold LIKE ${fragment} LIMIT ${fragmentCandidates(SEARCH_LIMIT)})`
      : null,
  );
  if (!found) return [];
  const { rows } = await db.execute<PadSearchHit & Record<string, unknown>>(sql`
    ${found},
    h AS (SELECT id, min(tier) AS tier FROM found GROUP BY id)
    SELECT ${HIT_COLUMNS}, ${TIER_MATCH} AS match, NULL::float8 AS distance_m
    FROM h JOIN pads p ON p.id = h.id ${HIT_JOINS}
    ORDER BY h.tier, (p.name_fold COLLATE "C"), p.id
    LIMIT ${SEARCH_LIMIT}`);
  return rows;
}

/** Candidates read nearest-first in plain degrees before ranking by distance on the sphere. */
const NEAREST_CANDIDATES = 4 * SEARCH_LIMIT;

/**
 * The pads nearest to a point: a nearest-first walk of pads_point_spgist (distance in plain degrees) gives the
 * candidates, which are ranked by great-circle distance. Plain degrees overstate east-west distances away from the
 * equator, so the candidates are four times the answer: at 60° a pad 2× further east than another in degrees is as
 * near on the ground.
 */
async function nearest(db: Db, point: Coordinate): Promise<PadSearchHit[]> {
  const lat = sql`${point.latitude}::float8`;
  const lng = sql`${point.longitude}::float8`;
  const { rows } = await db.execute<PadSearchHit & Record<string, unknown>>(sql`
    SELECT ${HIT_COLUMNS}, 'nearest' AS match, round(${haversineM(lat, lng, sql`p.latitude`, sql`p.longitude`)}) AS distance_m
    FROM (SELECT id FROM pads ORDER BY point(longitude, latitude) <-> point(${lng}, ${lat})
      LIMIT ${NEAREST_CANDIDATES}) n
    JOIN pads p ON p.id = n.id ${HIT_JOINS}
    ORDER BY distance_m, p.id
    LIMIT ${SEARCH_LIMIT}`);
  return rows.map((row) => ({ ...row, distance_m: Number(row.distance_m) }));
}

export async function searchPads(db: Db, query: SearchQuery): Promise<PadSearchAnswer> {
  if (query.coordinate) return { data: await nearest(db, query.coordinate), near: query.coordinate };
  return { data: await byText(db, query), near: null };
}
