// GET /api/admin/pads/pad-stats-with-calendar as a query list (lists/queryList.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { DateRange } from '../../../domain/reportParams.js';
import { isoDay, sortableColumns } from '../../../domain/reportSql.js';
import { QUERY_LIST_PER_PAGE, sortOf, type QueryList, type QueryListRequest } from '../../../lists/index.js';

/**
 * The deepest page whose rows are looked for among the pads with the most favourites (or reviews) in all: past
 * it, every pad in the range is counted and sorted.
 */
const CUT_PAGES = 40;
/** How many of the pads with the most in all are counted to find the least count a page can hold. */
const probeSize = (rows: number) => 10 * rows;

type Upto = 'favourites_upto' | 'reviews_upto';

/** 4. Pad Engagement Fav/Rev: pads favourited or reviewed in the range. */
export async function padStatsFav(db: Db, range: DateRange, q: QueryListRequest): Promise<QueryList> {
  // pad_fav_rev_days holds each pad's days with favourites or reviews and the running totals up to each.
  // hi: how many of those days are up to the range's last day; lo: how many before its first; the pad had
  // some in the range when hi > lo, and its counts are the totals at hi minus those at lo.
  const first = isoDay(range.from);
  const last = isoDay(new Date(range.until.getTime() - 86_400_000));
  const monthStart = `${first.slice(0, 7)}-01`;
  const hi = sql`width_bucket(${last}::date, t.days)`;
  const lo = sql`width_bucket(${isoDay(new Date(range.from.getTime() - 86_400_000))}::date, t.days)`;
  const inRange = (upto: Upto, at: SQL, before: SQL) =>
    sql`coalesce(t.${sql.raw(upto)}[${at}], 0) - coalesce(t.${sql.raw(upto)}[${before}], 0)`;
  const counts = (at: SQL, before: SQL) =>
    sql`${inRange('favourites_upto', at, before)} AS favourites, ${inRange('reviews_upto', at, before)} AS reviews`;
  const list: QueryList = {
    entity: 'pad-stats-fav',
    exportName: 'pad-stats-fav',
    // The searches run once per pad behind OFFSET 0 (the planner would otherwise repeat them in each
    // expression). Names are looked up for the page's rows only.
    rows: sql`SELECT t.pad_id AS id, ${counts(sql`t.hi`, sql`t.lo`)}
      FROM (SELECT t.pad_id, t.favourites_upto, t.reviews_upto, ${hi} AS hi, ${lo} AS lo
        FROM pad_fav_rev_days t OFFSET 0) t
      WHERE t.hi > t.lo`,
    // The total from the kept steps (migration `fav_rev_steps`): pads with a day in [first, last] whose previous
    // day is before first; a few thousand index entries, whatever the number of pads.
    total: sql`SELECT (SELECT coalesce(sum(n), 0) FROM pad_fav_rev_steps
        WHERE by_month AND day BETWEEN ${first}::date AND ${last}::date AND prev < ${monthStart}::date)
      + (SELECT coalesce(sum(n), 0) FROM pad_fav_rev_steps
        WHERE NOT by_month AND prev >= ${monthStart}::date AND prev < ${first}::date
          AND day BETWEEN ${first}::date AND ${last}::date)`,
    // Sorted by name or id, the page walks an index and computes its 25 rows only.
    indexedRows: sql`SELECT t.pad_id AS id, t.name_key, ${counts(hi, lo)} FROM pad_fav_rev_days t WHERE ${hi} > ${lo}`,
    late: sql`(SELECT name FROM pads WHERE pads.id = r.id) AS name`,
    ...sortableColumns({ id: 'ID', name: 'Name', favourites: 'Favourites', reviews: 'Reviews' }, 'favourites'),
    sortColumns: { name: 'name_key' },
    indexedSorts: ['id', 'name'],
  };
  const { key, direction } = sortOf(list, q);
  if (q.export === 'csv' || direction !== 'desc' || (key !== 'favourites' && key !== 'reviews')) return list;
  if (q.page > CUT_PAGES) return list;
  // Most first (ties by id): a pad's count in the range is at most its count in all. Among the pads with the most
  // in all (an index of the totals), the row at the page's end is (least, leastId); the true row there is at least
  // that far up, so every row of this page and the ones before it has a count above least, or least and an id up
  // to leastId, and so a count in all to match. The page is sorted among those pads alone.
  const upto: Upto = key === 'favourites' ? 'favourites_upto' : 'reviews_upto';
  // The running total at the pad's last day: its count in all (the expression of an index, migration 0048_fav_rev_steps).
  const inAll = sql`t.${sql.raw(upto)}[cardinality(t.${sql.raw(upto)})]`;
  const rowsUpTo = q.page * QUERY_LIST_PER_PAGE;
  const { rows } = await db.execute<{
    least: number;
    id: number;
  }>(sql`SELECT ${inRange(upto, hi, lo)} AS least, t.pad_id AS id
    FROM (SELECT t.* FROM pad_fav_rev_days t ORDER BY ${inAll} DESC, t.pad_id LIMIT ${probeSize(rowsUpTo)}) t
    WHERE ${hi} > ${lo} ORDER BY 1 DESC, 2 OFFSET ${rowsUpTo - 1} LIMIT 1`);
  const end = rows[0];
  // With none in the range at the page's end, every pad could be on it.
  if (!end || end.least < 1) return list;
  return {
    ...list,
    indexedSorts: [...list.indexedSorts!, key],
    indexedRows: sql`SELECT t.pad_id AS id, t.name_key, ${counts(hi, lo)} FROM pad_fav_rev_days t
      WHERE (${inAll} > ${end.least} OR (${inAll} = ${end.least} AND t.pad_id <= ${end.id})) AND ${hi} > ${lo}`,
  };
}
