// GET /api/admin/users/undefined-users-report as a query list (lists/queryList.ts).
import { sql } from 'drizzle-orm';
import type { DateRange } from '../../../domain/reportParams.js';
import { inRange } from '../../../domain/reportSql.js';
import type { QueryList } from '../../../lists/index.js';
import { ROLE } from '../../../plugins/auth.js';

/** 6. Onboarding Drop Off: users who stopped at each registration step (§9 role types). */
export function dropOff(p: {
  range: DateRange | null;
  type: number;
  device: string;
  newVersion: boolean | null;
}): QueryList {
  // Type 1 is owners; type 0 pilots of a device (spec part 3 §9).
  const who =
    p.type === 1 ? sql`role = ${ROLE.Owner}` : sql`role = ${ROLE.Pilot} AND registration_device = ${p.device}`;
  const version = p.newVersion === null ? sql`TRUE` : sql`registration_version = ${p.newVersion ? 2 : 1}`;
  return {
    entity: 'drop-off',
    exportName: 'drop-off',
    rows: sql`SELECT registration_step AS step, 'Step ' || registration_step AS label, count(*)::int AS count
      FROM users WHERE deleted_at IS NULL AND (${who}) AND ${version} AND ${inRange(sql`created_at`, p.range)}
      GROUP BY registration_step`,
    columns: [
      { key: 'label', title: 'Registration step' },
      { key: 'count', title: 'Users stopped here' },
    ],
    sorts: ['step', 'count'],
    defaultSort: { key: 'step', direction: 'asc' },
    charted: true,
  };
}
