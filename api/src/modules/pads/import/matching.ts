// Which new rows are the same place as a pad we already have (docs/decisions/0079-pad-import-same-place.md):
// the same ICAO code, or within 100 m, or the same name within 1 km (the duplicate checker's
// range). One statement for all rows: an ICAO index lookup and an SP-GiST box search per row.
import type { ImportMatchReason } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../domain/auditLog.js';
import { haversineM, MAX_PAIR_DISTANCE_M } from '../../../domain/duplicatePairs.js';

/** Closer than this, two places are one whatever their names. */
export const SAME_PLACE_M = 100;

export interface MatchInput {
  row: number;
  latitude: number;
  longitude: number;
  icao?: string;
  name: string;
}

export interface Match {
  row: number;
  pad_id: number;
  reason: ImportMatchReason;
  distance_m: number;
}

const DLAT = (MAX_PAIR_DISTANCE_M / 6_371_000) * (180 / Math.PI);

/** The best live pad for each row that has one (an ICAO match first, then the nearest). */
export async function matchExistingPads(db: DbOrTx, rows: MatchInput[]): Promise<Map<number, Match>> {
  if (!rows.length) return new Map();
  const input = JSON.stringify(
    rows.map((r) => ({ row: r.row, lat: r.latitude, lng: r.longitude, icao: r.icao ?? '', name: r.name })),
  );
  const d = haversineM(sql`r.lat`, sql`r.lng`, sql`p.latitude`, sql`p.longitude`);
  const { rows: found } = await db.execute<{
    row: number;
    pad_id: number;
    reason: ImportMatchReason;
    distance_m: number;
  }>(
    sql`SELECT r.row, m.id AS pad_id, m.reason, round(m.d)::int AS distance_m
      FROM jsonb_to_recordset(${input}::jsonb) AS r(row int, lat float8, lng float8, icao text, name text)
      CROSS JOIN LATERAL (
        SELECT c.id, c.d, c.reason FROM (
          SELECT p.id, ${d} AS d, 'icao' AS reason, 0 AS rank
            FROM pads p WHERE r.icao <> '' AND p.icao = r.icao AND p.deleted_at IS NULL
          UNION ALL
          SELECT p.id, ${d} AS d, CASE WHEN ${d} <= ${SAME_PLACE_M} THEN 'distance' ELSE 'name' END, 1
            FROM pads p
            WHERE point(p.longitude, p.latitude) <@ box(
                point(r.lng - ${DLAT} / greatest(cos(radians(r.lat)), 0.001), r.lat - ${DLAT}),
                point(r.lng + ${DLAT} / greatest(cos(radians(r.lat)), 0.001), r.lat + ${DLAT}))
              AND p.deleted_at IS NULL
              AND (${d} <= ${SAME_PLACE_M} OR lower(p.name) = lower(r.name))
        ) c WHERE c.d <= ${MAX_PAIR_DISTANCE_M} OR c.reason = 'icao'
        ORDER BY c.rank, c.d LIMIT 1) m`,
  );
  return new Map(found.map((m) => [Number(m.row), { ...m, row: Number(m.row), pad_id: Number(m.pad_id) }]));
}
