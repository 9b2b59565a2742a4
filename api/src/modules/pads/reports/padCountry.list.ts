// GET /api/admin/pads/get-country-report as a query list (lists/queryList.ts).
import { STATUS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { codeIn, sortableColumns } from '../../../domain/reportSql.js';
import type { QueryList } from '../../../lists/index.js';

/** 12. Pad Country: live pads by country: moderated, unmoderated and private. */
export function padCountry(p: { countries: string[]; states: string[] }): QueryList {
  // Without a US state the rows are pad_country_counts' (kept by triggers); a state is a region name, so those
  // rows count the country's pads.
  const counted = sql`SELECT coalesce(c.name, nullif(k.country_code, ''), 'Unknown') AS country,
      nullif(k.country_code, '') AS country_code,
      coalesce(sum(k.n) FILTER (WHERE NOT k.is_private AND k.is_moderated), 0)::int AS moderated_pads,
      coalesce(sum(k.n) FILTER (WHERE NOT k.is_private AND NOT k.is_moderated), 0)::int AS unmoderated_pads,
      coalesce(sum(k.n) FILTER (WHERE k.is_private), 0)::int AS private_pads
    FROM pad_country_counts k LEFT JOIN countries c ON c.code = k.country_code
    WHERE ${codeIn(sql`nullif(k.country_code, '')`, p.countries)}
    GROUP BY 1, 2 HAVING sum(k.n) <> 0`;
  return {
    entity: 'pad-country',
    exportName: 'pad-country',
    rows: p.states.length
      ? sql`SELECT coalesce(c.name, p.country_code, 'Unknown') AS country, p.country_code,
        (count(*) FILTER (WHERE p.user_id IS NULL AND p.status_id = ${STATUS.Moderated}))::int AS moderated_pads,
        (count(*) FILTER (WHERE p.user_id IS NULL AND p.status_id <> ${STATUS.Moderated}))::int AS unmoderated_pads,
        (count(*) FILTER (WHERE p.user_id IS NOT NULL))::int AS private_pads
      FROM pads p LEFT JOIN countries c ON c.code = p.country_code
      WHERE p.deleted_at IS NULL AND ${codeIn(sql`p.country_code`, p.countries)}
        AND p.country_code = 'US' AND EXISTS (SELECT 1 FROM us_states s WHERE s.code = ANY(${sql`ARRAY[${sql.join(
          p.states.map((s) => sql`${s}`),
          sql`, `,
        )}]::text[]`}) AND s.name = p.region)
      GROUP BY 1, 2`
      : counted,
    ...sortableColumns(
      {
        country: 'Country',
        moderated_pads: 'Moderated Pads',
        unmoderated_pads: 'Unmoderated Pads',
        private_pads: 'Private Pads',
      },
      'moderated_pads',
    ),
    charted: true,
  };
}
