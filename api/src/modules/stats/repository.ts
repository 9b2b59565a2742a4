// The headline counts in one round trip: one scan of pads and one of users with FILTER clauses, and
// the claimed pads as a semi-join.
import type { SiteStats, StatKey } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pads, users } from '../../db/schema.js';
import {
  padIsClaimed,
  padIsModerated,
  padIsUnmoderated,
  userIsActive,
  userIsDeletedAccount,
  userIsFree,
  userIsFreemium,
  userIsOwner,
  userIsPilot,
  userIsPremium,
} from '../../domain/definitions.js';

const count = (condition: ReturnType<typeof sql>) => sql`count(*) FILTER (WHERE ${condition})::int`;

export async function readStats(db: Db): Promise<SiteStats> {
  const activePilot = (state: ReturnType<typeof sql>) => sql`${userIsPilot} AND ${state} AND ${userIsActive}`;
  const { rows } = await db.execute<Record<StatKey, number>>(sql`
    SELECT p.*, c.*, u.*
    FROM (
      SELECT ${count(padIsModerated)} AS moderated_pads,
             ${count(padIsUnmoderated)} AS unmoderated_pads
      FROM ${pads}
    ) p,
    -- In WHERE (not FILTER) the EXISTS becomes a semi-join instead of one probe per pad.
    (SELECT count(*)::int AS claimed_pads FROM ${pads} WHERE ${padIsClaimed}) c,
    (
      SELECT ${count(sql`${userIsOwner} AND ${userIsFree}`)} AS free_owners,
             ${count(sql`${userIsOwner} AND ${userIsPremium}`)} AS premium_owners,
             ${count(sql`${userIsPilot} AND ${userIsFree}`)} AS free_pilots,
             ${count(sql`${userIsPilot} AND ${userIsPremium}`)} AS premium_pilots,
             ${count(sql`${userIsPilot} AND ${userIsFreemium}`)} AS freemium_pilots,
             ${count(activePilot(userIsFree))} AS active_free_pilots,
             ${count(activePilot(userIsPremium))} AS active_premium_pilots,
             ${count(activePilot(userIsFreemium))} AS active_freemium_pilots,
             ${count(userIsDeletedAccount)} AS deleted_accounts
      FROM ${users}
    ) u`);
  return rows[0]!;
}
