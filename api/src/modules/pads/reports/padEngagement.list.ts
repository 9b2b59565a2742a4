// GET /api/admin/pads/pad-stats-with-calendar as a query list (lists/queryList.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '../../../domain/reportParams.js';
import { isoDay } from '../../../domain/reportSql.js';
import type { QueryList } from '../../../lists/index.js';

/** 4. Pad Engagement Fav/Rev: pads favourited or reviewed in the range. */
export function padStatsFav(range: DateRange): QueryList {
  // pad_fav_rev_days holds each pad's days with favourites or reviews and the running totals up to each.
  // hi: how many of those days are up to the range's last day; lo: how many before its first; the pad had
  // some in the range when hi > lo, and its counts are the totals at hi minus those at lo.
  const hi = sql`width_bucket(${isoDay(new Date(range.until.getTime() - 86_400_000))}::date, t.days)`;
  const lo = sql`width_bucket(${isoDay(new Date(range.from.getTime() - 86_400_000))}::date, t.days)`;
  const counts = (at: SQL, before: SQL) =>
    sql`coalesce(t.favourites_upto[${at}], 0) - coalesce(t.favourites_upto[${before}], 0) AS favourites,
      coalesce(t.reviews_upto[${at}], 0) - coalesce(t.reviews_upto[${before}], 0) AS reviews`;
  return {
    entity: 'pad-stats-fav',
    exportName: 'pad-stats-fav',
    // The searches run once per pad behind OFFSET 0 (the planner would otherwise repeat them in each
    // expression). Names are looked up for the page's rows only.
    rows: sql`SELECT t.pad_id AS id, ${counts(sql`t.hi`, sql`t.lo`)}
      FROM (SELECT t.pad_id, t.favourites_upto, t.reviews_upto, ${hi} AS hi, ${lo} AS lo
        FROM pad_fav_rev_days t OFFSET 0) t
      WHERE t.hi > t.lo`,
    // Sorted by name, the page walks a name index and computes its 25 rows only; the count reads the
    // searches alone.
    indexedRows: sql`SELECT t.pad_id AS id, t.name_key, ${counts(hi, lo)} FROM pad_fav_rev_days t WHERE ${hi} > ${lo}`,
    late: sql`(SELECT name FROM pads WHERE pads.id = r.id) AS name`,
    columns: [
      { key: 'id', title: 'ID' },
      { key: 'name', title: 'Name' },
      { key: 'favourites', title: 'Favourites' },
      { key: 'reviews', title: 'Reviews' },
    ],
    sorts: ['id', 'name', 'favourites', 'reviews'],
    sortColumns: { name: 'name_key' },
    indexedSorts: ['name'],
    defaultSort: { key: 'favourites', direction: 'desc' },
  };
}
