// GET /api/admin/pads/get-country-report as a query list (lists/queryList.ts).
import { STATUS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { codeIn } from '../../../domain/reportSql.js';
import type { QueryList } from '../../../lists/index.js';

/** 12. Pad Country: live pads by country: moderated, unmoderated and private. */
export function padCountry(p: { countries: string[]; states: string[] }): QueryList {
  return {
    entity: 'pad-country',
    exportName: 'pad-country',
    rows: sql`SELECT coalesce(c.name, p.country_code, 'Unknown') AS country, p.country_code,
        (count(*) FILTER (WHERE p.user_id IS NULL AND p.status_id = ${STATUS.Moderated}))::int AS moderated_pads,
        (count(*) FILTER (WHERE p.user_id IS NULL AND p.status_id <> ${STATUS.Moderated}))::int AS unmoderated_pads,
        (count(*) FILTER (WHERE p.user_id IS NOT NULL))::int AS private_pads
      FROM pads p LEFT JOIN countries c ON c.code = p.country_code
      WHERE p.deleted_at IS NULL AND ${codeIn(sql`p.country_code`, p.countries)}
        AND ${
          p.states.length
            ? sql`p.country_code = 'US' AND EXISTS (SELECT 1 FROM us_states s WHERE s.code = ANY(${sql`ARRAY[${sql.join(
                p.states.map((s) => sql`${s}`),
                sql`, `,
              )}]::text[]`}) AND s.name = p.region)`
            : sql`TRUE`
        }
      GROUP BY 1, 2`,
    columns: [
      { key: 'country', title: 'Country' },
      { key: 'moderated_pads', title: 'Moderated Pads' },
      { key: 'unmoderated_pads', title: 'Unmoderated Pads' },
      { key: 'private_pads', title: 'Private Pads' },
    ],
    sorts: ['country', 'moderated_pads', 'unmoderated_pads', 'private_pads'],
    defaultSort: { key: 'moderated_pads', direction: 'desc' },
    charted: true,
  };
}
