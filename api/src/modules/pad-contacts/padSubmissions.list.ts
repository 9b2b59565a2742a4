// GET /api/admin/pad-contacts/pads-report as a query list (lists/queryList.ts).
import { sql, type SQL } from 'drizzle-orm';
import { nameOf, userMatches } from '../../domain/reportSql.js';
import type { QueryList } from '../../lists/index.js';

/** 1. Pad Submissions by Pilot: pads each pilot submitted, by state, and their ratings and reviews. */
export function padSubmissions(p: { keyword: string; country: string; state: string }): QueryList {
  // The name keyword matches first and last name, username and e-mail.
  const keyword = p.keyword ? userMatches('u', p.keyword) : sql`TRUE`;
  const rowsWith = (extra: SQL) => sql`SELECT c.user_id AS id, c.user_id, c.public_pads_moderated,
      c.public_pads_not_moderated, c.private_pads, c.ratings, c.reviews ${extra}
    FROM user_pad_counts c
    WHERE c.is_live_pilot AND (c.submitted > 0 OR c.private_pads > 0)
      AND ${
        p.keyword || p.country || p.state
          ? sql`EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND ${keyword}
            AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`}
            AND ${p.state ? sql`u.state_code = ${p.state}` : sql`TRUE`})`
          : sql`TRUE`
      }`;
  return {
    entity: 'pad-submissions',
    exportName: 'pad-submissions',
    // Counts come from user_pad_counts (kept by triggers on pads, reviews and users): no aggregate over
    // every pad, and the pilot's name is looked up for the page's rows only.
    rows: rowsWith(sql``),
    // The name sort walks user_pad_counts_name_idx on the stored key (the name in lower case).
    indexedRows: rowsWith(sql`, c.name_key`),
    late: sql`(SELECT ${nameOf('u')} FROM users u WHERE u.id = r.user_id) AS name,
      (SELECT json_build_object('id', u.id, 'name', ${nameOf('u')}, 'user_id', u.id) FROM users u WHERE u.id = r.user_id) AS contact`,
    columns: [
      { key: 'name', title: 'Name' },
      { key: 'public_pads_moderated', title: 'Moderated public pads' },
      { key: 'public_pads_not_moderated', title: 'Not moderated public pads' },
      { key: 'private_pads', title: 'Private pads' },
      { key: 'ratings', title: 'Ratings' },
      { key: 'reviews', title: 'Reviews' },
    ],
    sorts: ['name', 'public_pads_moderated', 'public_pads_not_moderated', 'private_pads', 'ratings', 'reviews'],
    sortColumns: { name: 'name_key' },
    indexedSorts: ['name', 'public_pads_moderated'],
    defaultSort: { key: 'public_pads_moderated', direction: 'desc' },
  };
}
