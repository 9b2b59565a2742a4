// The user page's reads and writes: the user with everything the Info tab shows, the Info edit (with
// its version check), archive/unarchive and the role change. Each write logs itself in its transaction.
import type { UserDetail } from '@pads/contracts/api';
import { CONTACT_TYPE } from '@pads/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accessTokens, campaigns, users } from '../../../db/schema.js';
import { diffFields, writeAuditLog } from '../../../domain/auditLog.js';
import { premiumStateSql, userIsFreemium, userIsPremium } from '../../../domain/definitions.js';
import { conflict, notFound } from '../../../errors.js';
import type { Actor } from '../../../domain/actor.js';

/** The user pads the Pads tab counts under "All": private, submitted, owned or favourite. */
export const userPadIds = (userId: number) => sql`(
  SELECT id FROM pads WHERE user_id = ${userId}
  UNION SELECT id FROM pads WHERE submitter_user_id = ${userId}
  UNION SELECT pad_id FROM contacts WHERE user_id = ${userId} AND contact_type_id = ${CONTACT_TYPE.Owner}
  UNION SELECT pad_id FROM user_favourites WHERE user_id = ${userId})`;

export async function findUserDetail(db: Db, id: number): Promise<UserDetail | undefined> {
  const { rows } = await db.execute(sql`
    SELECT json_build_object(
      'id', users.id, 'first_name', users.first_name, 'last_name', users.last_name, 'username', users.username, 'email', users.email,
      'email_verified_at', users.email_verified_at, 'phone', users.phone, 'role', users.role,
      'location', json_build_object('country_code', users.country_code, 'state_code', users.state_code,
        'name', users.location_name, 'latitude', users.latitude, 'longitude', users.longitude),
      'renewal_date', users.renewal_date, 'free_renewal_date', users.free_renewal_date,
      'premium_state', ${premiumStateSql}, 'is_premium', ${userIsPremium}, 'is_fremium', ${userIsFreemium},
      'campaign_id', users.campaign_id,
      'campaign', (SELECT json_build_object('id', c.id, 'name', c.name) FROM ${campaigns} c WHERE c.id = users.campaign_id),
      'is_active', users.deleted_at IS NULL, 'is_deleted', users.is_deleted_account, 'deleted_at', users.deleted_at,
      'archive_reason', users.archive_reason,
      'tags', coalesce((SELECT json_agg(t.name ORDER BY t.name) FROM user_user_tags ut
        JOIN user_tags t ON t.id = ut.user_tag_id WHERE ut.user_id = users.id), '[]'::json),
      'aircraft', coalesce((SELECT json_agg(json_build_object('tail_number', a.tail_number, 'type', a.type) ORDER BY a.id)
        FROM user_aircrafts a WHERE a.user_id = users.id), '[]'::json),
      'last_action_at', users.last_action_at, 'registration_step', users.registration_step,
      'registration_device', users.registration_device,
      'pads_count', (SELECT count(*) FROM ${userPadIds(id)} x)::int,
      'version', users.version, 'created_at', users.created_at, 'updated_at', users.updated_at
    ) AS detail
    FROM ${users} WHERE users.id = ${id}`);
  return rows[0]?.detail as UserDetail | undefined;
}

export async function campaignExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return Boolean(row);
}

export async function listCampaignOptions(db: Db) {
  return db.select({ id: campaigns.id, name: campaigns.name }).from(campaigns).orderBy(campaigns.name);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof users.$inferSelect;

/** The 409 of a stale write: who changed the user last and when (from the audit log, else updated_at). */
async function staleVersion(tx: Tx, id: number): Promise<never> {
  const { rows } = await tx.execute(sql`
    SELECT trim(a.first_name || ' ' || a.last_name) AS who, l.created_at AS at
    FROM activity_logs l LEFT JOIN users a ON a.id = l.user_id
    WHERE l.entity_type = 'user' AND l.entity_id = ${id} ORDER BY l.id DESC LIMIT 1`);
  const last = rows[0] as { who: string | null; at: string } | undefined;
  const [user] = await tx.select({ updated_at: users.updated_at }).from(users).where(eq(users.id, id));
  const when = new Date(last?.at ?? user!.updated_at).toISOString().slice(0, 16).replace('T', ' ');
  throw conflict(
    `This user was changed by ${last?.who || 'someone else'} at ${when} UTC after you opened it. Reload to see the changes.`,
  );
}

async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw notFound('User');
  return row;
}

export const INFO_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'phone',
  'role',
  'country_code',
  'state_code',
  'renewal_date',
  'free_renewal_date',
  'campaign_id',
] as const;

export type InfoChanges = Pick<typeof users.$inferInsert, (typeof INFO_FIELDS)[number]>;

/** The Info edit: `UPDATE … WHERE version = $expected`, logged with the fields that changed. */
export async function updateUserInfo(db: Db, actor: Actor, id: number, version: number, values: InfoChanges) {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (before.version !== version) await staleVersion(tx, id);
    const [after] = await tx
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1`, updated_at: new Date() })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning();
    if (!after) await staleVersion(tx, id);
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'user_updated',
      entityType: 'user',
      entityId: id,
      subjectUserId: id,
      changes: diffFields(before, after!, INFO_FIELDS),
      device: actor.device,
    });
    return after!;
  });
}

/**
 * Archive (with a reason) or unarchive: flips is_active (deleted_at). Archiving revokes every token of
 * the user, so their apps are signed out at once; sign-in refuses them while archived.
 */
export async function toggleUserDeletion(db: Db, actor: Actor, id: number, note: string | null) {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const archiving = before.deleted_at === null;
    const now = new Date();
    const [after] = await tx
      .update(users)
      .set({
        deleted_at: archiving ? now : null,
        archive_reason: archiving ? note : null,
        version: sql`${users.version} + 1`,
        updated_at: now,
      })
      .where(eq(users.id, id))
      .returning();
    if (archiving) {
      await tx
        .update(accessTokens)
        .set({ revoked_at: now })
        .where(and(eq(accessTokens.user_id, id), isNull(accessTokens.revoked_at)));
    }
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: archiving ? 'user_archived' : 'user_unarchived',
      entityType: 'user',
      entityId: id,
      subjectUserId: id,
      changes: diffFields(before, after!, ['deleted_at', 'archive_reason']),
      details: archiving ? { reason: note } : null,
      device: actor.device,
    });
    return after!;
  });
}

export async function setUserRole(db: Db, actor: Actor, id: number, role: number, version?: number) {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (version !== undefined && before.version !== version) await staleVersion(tx, id);
    const [after] = await tx
      .update(users)
      .set({ role, version: sql`${users.version} + 1`, updated_at: new Date() })
      .where(eq(users.id, id))
      .returning();
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'user_role_changed',
      entityType: 'user',
      entityId: id,
      subjectUserId: id,
      changes: diffFields(before, after!, ['role']),
      device: actor.device,
    });
    return after!;
  });
}
