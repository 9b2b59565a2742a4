// GET /api/admin/users/pilot-aircrafts-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import { nameOf } from '../../../domain/reportSql.js';
import { likePattern } from '../../../lists/operators.js';
import type { QueryList } from '../../../lists/index.js';

/** 14. Pilot aircrafts: every aircraft with its pilot; keyword over tail number, type and pilot. */
export function pilotAircrafts(p: { keyword: string }): QueryList {
  // Pilots are matched on their search text (names, username, e-mail) kept on the aircraft row (pilot_search), so the
  // keyword is a bitmap OR of the table's three trigram indexes.
  const pattern = likePattern(p.keyword);
  const keyword = sql`(a.tail_number ILIKE ${pattern} OR a.type ILIKE ${pattern} OR a.pilot_search ILIKE ${pattern})`;
  return {
    entity: 'pilot-aircrafts',
    exportName: 'pilot-aircrafts',
    // Archived pilots are few: an anti-join on their partial index; the pilot's name and e-mail for the page only.
    rows: sql`SELECT a.id, a.tail_number, a.type, a.user_id, a.created_at
      FROM user_aircrafts a
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.deleted_at IS NOT NULL)
        AND ${p.keyword ? keyword : sql`TRUE`}`,
    late: sql`(SELECT ${nameOf('u')} FROM users u WHERE u.id = r.user_id) AS pilot,
      (SELECT u.email FROM users u WHERE u.id = r.user_id) AS email`,
    columns: [
      { key: 'tail_number', title: 'Tail number' },
      { key: 'type', title: 'Aircraft' },
      { key: 'pilot', title: 'Pilot' },
      { key: 'email', title: 'Email' },
    ],
    sorts: ['tail_number', 'type', 'pilot', 'email', 'created_at'],
    // Without a keyword the page walks the tail number index and stops after its rows. With one it does not: the
    // matches of a keyword on tail numbers ('G-AB') sit together in that order, so a walk from the other end read
    // 365k aircraft at 1M pads (3.4 s) before the first; the matches are found by their trigram indexes, counted
    // and sorted once instead (issue 38).
    indexedSorts: p.keyword ? [] : ['tail_number'],
    // Without a keyword, every aircraft but the archived pilots' (the rows' own rule): the kept count less those few,
    // instead of counting ~800k aircraft at 2M users (issue 38).
    total: p.keyword
      ? undefined
      : sql`(SELECT coalesce(sum(k.n), 0) FROM user_aircraft_counts k)
        - (SELECT count(*) FROM users u JOIN user_aircrafts a ON a.user_id = u.id WHERE u.deleted_at IS NOT NULL)`,
    defaultSort: { key: 'tail_number', direction: 'desc' },
  };
}
