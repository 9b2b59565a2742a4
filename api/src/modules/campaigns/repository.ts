// Campaigns (spec part 3 §2 "Campaigns", §7): the table with each campaign's current, converted and
// reverted users, and create / rename / delete, each with its log entry in the same transaction.
import { LIST_ENTITY } from '@pads/contracts';
import type { CampaignInput } from '@pads/contracts';
import type { Campaign } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../domain/actor.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { userHasLapsed, userIsPremium, utcToday, utcTodayStart, utcTomorrowStart } from '../../domain/definitions.js';
import { notFound } from '../../errors.js';
import type { QueryList } from '../../lists/index.js';

export const CAMPAIGN_SORTS = ['count', 'converted', 'reverted', 'name', 'id'] as const;

// Current is every user linked to the campaign, archived ones included: View opens the user list filtered by
// the campaign, which lists them too, and deleting the campaign unlinks them all (the count it announces).
// The users are counted from campaign_renewal_days (kept by triggers, per campaign, UTC renewal day and paid or not):
// converted is the paid renewals after today, reverted those before today, and today's renewals are read from the
// users themselves on either side of now() (issue 38: a pass over every campaign user took ~100 ms at 2M users).
// The same rules as userIsPremium and userHasLapsed (domain/definitions.ts); test/campaigns checks them equal.
const counted = sql`SELECT c.id, c.name, c.created_at, coalesce(k.count, 0)::int AS count,
    (coalesce(k.converted, 0) + coalesce(t.converted, 0))::int AS converted,
    (coalesce(k.reverted, 0) + coalesce(t.reverted, 0))::int AS reverted
  FROM campaigns c
  LEFT JOIN (SELECT campaign_id, sum(n) AS count, sum(n) FILTER (WHERE paid AND day > ${utcToday}) AS converted,
      sum(n) FILTER (WHERE day < ${utcToday}) AS reverted
    FROM campaign_renewal_days GROUP BY campaign_id) k ON k.campaign_id = c.id
  LEFT JOIN (SELECT users.campaign_id, count(*) FILTER (WHERE ${userIsPremium}) AS converted,
      count(*) FILTER (WHERE ${userHasLapsed} AND NOT ${userIsPremium}) AS reverted
    FROM users WHERE users.campaign_id IS NOT NULL AND users.renewal_date >= ${utcTodayStart}
      AND users.renewal_date < ${utcTomorrowStart}
    GROUP BY users.campaign_id) t ON t.campaign_id = c.id`;

/**
 * The campaigns table as a query list (lists/queryList.ts): 25 a page, by count descending by default; a name
 * sorts in lower case, ties in id order the same way.
 */
export const campaignList: QueryList = {
  entity: LIST_ENTITY.campaigns,
  exportName: 'campaigns',
  rows: counted,
  columns: [
    { key: 'name', title: 'Name' },
    { key: 'count', title: 'Current' },
    { key: 'converted', title: 'Converted' },
    { key: 'reverted', title: 'Reverted' },
  ],
  sorts: [...CAMPAIGN_SORTS],
  defaultSort: { key: 'count', direction: 'desc' },
  orderBy: (key, direction) =>
    sql`${key === 'name' ? sql`lower(name)` : sql.identifier(key)} ${sql.raw(direction)}, id ${sql.raw(direction)}`,
};

export async function findCampaign(db: Db, id: number): Promise<Campaign | null> {
  const { rows } = await db.execute<Campaign & Record<string, unknown>>(
    sql`SELECT * FROM (${counted}) t WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

export async function createCampaign(db: Db, input: CampaignInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`INSERT INTO campaigns (name) VALUES (${input.name}) RETURNING id`,
    );
    const id = rows[0]!.id;
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'campaign_created',
      entityType: 'campaign',
      entityId: id,
      changes: { name: { before: null, after: input.name } },
      device: actor.device,
    });
    return id;
  });
}

export async function renameCampaign(db: Db, id: number, input: CampaignInput, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM campaigns WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound('Campaign');
    if (rows[0].name === input.name) return;
    await tx.execute(sql`UPDATE campaigns SET name = ${input.name}, updated_at = now() WHERE id = ${id}`);
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'campaign_renamed',
      entityType: 'campaign',
      entityId: id,
      changes: { name: { before: rows[0].name, after: input.name } },
      device: actor.device,
    });
  });
}

/** Deletes the campaign; its users only lose the link (campaign_id cleared), nothing else. */
export async function deleteCampaign(db: Db, id: number, actor: Actor): Promise<{ unassigned: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ name: string }>(sql`SELECT name FROM campaigns WHERE id = ${id} FOR UPDATE`);
    if (!rows[0]) throw notFound('Campaign');
    const cleared = await tx.execute(sql`UPDATE users SET campaign_id = NULL WHERE campaign_id = ${id} RETURNING id`);
    await tx.execute(sql`DELETE FROM campaigns WHERE id = ${id}`);
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'campaign_deleted',
      entityType: 'campaign',
      entityId: id,
      changes: { name: { before: rows[0].name, after: null } },
      details: { unassigned_users: cleared.rows.length },
      device: actor.device,
    });
    return { unassigned: cleared.rows.length };
  });
}
