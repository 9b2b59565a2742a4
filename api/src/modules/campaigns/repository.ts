// Campaigns (spec part 3 §2 "Campaigns", §7): the table with each campaign's current, converted and
// reverted users, and create / rename / delete, each with its log entry in the same transaction.
import type { Campaign, CampaignInput } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { writeAuditLog } from '../../domain/auditLog.js';
import { userHasLapsed, userIsPremium } from '../../domain/definitions.js';
import { notFound } from '../../errors.js';

export const CAMPAIGNS_PER_PAGE = 25;
export const CAMPAIGN_SORTS = ['count', 'converted', 'reverted', 'name', 'id'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];

// Current is every user linked to the campaign, archived ones included: View opens the user list filtered by
// the campaign, which lists them too, and deleting the campaign unlinks them all (the count it announces).
const counted = sql`SELECT c.id, c.name, c.created_at,
    count(users.id)::int AS count,
    (count(users.id) FILTER (WHERE ${userIsPremium}))::int AS converted,
    (count(users.id) FILTER (WHERE ${userHasLapsed} AND NOT ${userIsPremium}))::int AS reverted
  FROM campaigns c LEFT JOIN users ON users.campaign_id = c.id
  GROUP BY c.id`;

type Direction = 'asc' | 'desc';
const orderOf = (sort: CampaignSort, direction: Direction) =>
  sql`${sort === 'name' ? sql`lower(name)` : sql.identifier(sort)} ${sql.raw(direction)}, id ${sql.raw(direction)}`;

export async function campaignPage(db: Db, page: number, sort: CampaignSort, direction: Direction) {
  const { rows } = await db.execute<{ total: number; rows: Campaign[] | null }>(sql`WITH t AS (${counted})
    SELECT (SELECT count(*)::int FROM t) AS total, (SELECT json_agg(r) FROM (SELECT * FROM t
      ORDER BY ${orderOf(sort, direction)}
      LIMIT ${CAMPAIGNS_PER_PAGE} OFFSET ${(page - 1) * CAMPAIGNS_PER_PAGE}) r) AS rows`);
  return { total: rows[0]!.total, rows: rows[0]!.rows ?? [] };
}

/** Every campaign in the table's order, for the CSV export (a few hundred rows at most). */
export async function allCampaigns(db: Db, sort: CampaignSort, direction: Direction): Promise<Campaign[]> {
  const { rows } = await db.execute<Campaign & Record<string, unknown>>(
    sql`SELECT * FROM (${counted}) t ORDER BY ${orderOf(sort, direction)}`,
  );
  return rows;
}

export async function findCampaign(db: Db, id: number): Promise<Campaign | null> {
  const { rows } = await db.execute<Campaign & Record<string, unknown>>(
    sql`SELECT * FROM (${counted}) t WHERE id = ${id}`,
  );
  return rows[0] ?? null;
}

interface Actor {
  adminId: number;
  device: string | null;
}

export async function createCampaign(db: Db, input: CampaignInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`INSERT INTO campaigns (name) VALUES (${input.name}) RETURNING id`,
    );
    const id = rows[0]!.id;
    await writeAuditLog(tx, {
      userId: actor.adminId,
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
      userId: actor.adminId,
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
      userId: actor.adminId,
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
