// Announcements in SQL: the rows, their positions (always 1..N over every announcement) and their slides.
import { MAX_ANNOUNCEMENT_IMAGES, type AnnouncementDevice } from '@pads/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, announcementUploads, users } from '../../db/schema.js';
import { diffFields, writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import { conflict, notFound, validationFailed } from '../../errors.js';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type SlideRow = typeof announcementUploads.$inferSelect;

const ENTITY = 'announcement';
export const IMAGE_LIMIT_MESSAGE = `An announcement can have at most ${MAX_ANNOUNCEMENT_IMAGES} images.`;

export const publishedColumn = (device: AnnouncementDevice) =>
  device === 'ios' ? ('is_published_ios' as const) : ('is_published_android' as const);

const DEVICE_LABEL: Record<AnnouncementDevice, string> = { android: 'Android', ios: 'iOS' };

/** Creates and reorders take this lock, so two of them never compute positions from the same snapshot. */
const lockOrdering = (tx: DbOrTx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('announcements_order'))`);

export async function findAnnouncement(db: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

async function lockAnnouncement(tx: DbOrTx, id: number): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound('Announcement');
  return row;
}

export async function slidesOf(db: DbOrTx, announcementId: number): Promise<SlideRow[]> {
  return db
    .select()
    .from(announcementUploads)
    .where(eq(announcementUploads.announcement_id, announcementId))
    .orderBy(asc(announcementUploads.device_type), asc(announcementUploads.order), asc(announcementUploads.id));
}

export async function countSlides(db: DbOrTx, announcementId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(announcementUploads)
    .where(eq(announcementUploads.announcement_id, announcementId));
  return row?.n ?? 0;
}

export async function createAnnouncement(db: Db, name: string, userId: number): Promise<AnnouncementRow> {
  return db.transaction(async (tx) => {
    await lockOrdering(tx);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(announcements);
    const [row] = await tx
      .insert(announcements)
      .values({ name, order: n + 1, created_by: userId, updated_by: userId })
      .returning();
    await writeAuditLog(tx, {
      userId,
      action: 'announcement_created',
      entityType: ENTITY,
      entityId: row!.id,
      changes: diffFields({}, { name, order: row!.order }, ['name', 'order']),
    });
    return row!;
  });
}

/** Who changed the row last and when, for the 409 of a stale edit. */
async function staleMessage(tx: DbOrTx, row: AnnouncementRow): Promise<string> {
  const [editor] = row.updated_by
    ? await tx
        .select({ first_name: users.first_name, last_name: users.last_name, email: users.email })
        .from(users)
        .where(eq(users.id, row.updated_by))
    : [];
  const who = editor ? `${editor.first_name} ${editor.last_name}`.trim() || editor.email : 'someone else';
  return `This announcement was changed by ${who} at ${row.updated_at.toISOString()}. Reload it and try again.`;
}

export async function renameAnnouncement(
  db: Db,
  input: { id: number; name: string; version?: number; userId: number },
): Promise<AnnouncementRow> {
  return db.transaction(async (tx) => {
    const before = await lockAnnouncement(tx, input.id);
    if (input.version !== undefined && input.version !== before.version) throw conflict(await staleMessage(tx, before));
    if (before.name === input.name) return before;
    const [after] = await tx
      .update(announcements)
      .set({ name: input.name, version: before.version + 1, updated_at: new Date(), updated_by: input.userId })
      .where(eq(announcements.id, input.id))
      .returning();
    await writeAuditLog(tx, {
      userId: input.userId,
      action: 'announcement_renamed',
      entityType: ENTITY,
      entityId: input.id,
      changes: diffFields(before, after!, ['name']),
    });
    return after!;
  });
}

/** Publishes or unpublishes one platform; publishing needs at least one slide of that platform. */
export async function setPublished(
  db: Db,
  input: { id: number; device: AnnouncementDevice; published?: boolean; userId: number },
): Promise<AnnouncementRow> {
  return db.transaction(async (tx) => {
    const before = await lockAnnouncement(tx, input.id);
    const column = publishedColumn(input.device);
    const published = input.published ?? !before[column];
    if (published === before[column]) return before;
    if (published) {
      const [{ n } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(announcementUploads)
        .where(
          and(eq(announcementUploads.announcement_id, input.id), eq(announcementUploads.device_type, input.device)),
        );
      if (n === 0) {
        throw validationFailed({
          device: [`Upload at least one ${DEVICE_LABEL[input.device]} image before publishing.`],
        });
      }
    }
    const [after] = await tx
      .update(announcements)
      .set({ [column]: published, version: before.version + 1, updated_at: new Date(), updated_by: input.userId })
      .where(eq(announcements.id, input.id))
      .returning();
    await writeAuditLog(tx, {
      userId: input.userId,
      action: published ? 'announcement_published' : 'announcement_unpublished',
      entityType: ENTITY,
      entityId: input.id,
      changes: diffFields(before, after!, [column]),
      details: { device: input.device },
    });
    return after!;
  });
}

export async function toggleArchived(db: Db, id: number, userId: number): Promise<AnnouncementRow> {
  return db.transaction(async (tx) => {
    const before = await lockAnnouncement(tx, id);
    const [after] = await tx
      .update(announcements)
      .set({
        deleted_at: before.deleted_at ? null : new Date(),
        version: before.version + 1,
        updated_at: new Date(),
        updated_by: userId,
      })
      .where(eq(announcements.id, id))
      .returning();
    await writeAuditLog(tx, {
      userId,
      action: after!.deleted_at ? 'announcement_archived' : 'announcement_unarchived',
      entityType: ENTITY,
      entityId: id,
      changes: diffFields(before, after!, ['deleted_at']),
    });
    return after!;
  });
}

export interface OrderItem {
  id: number;
  order: number;
}

/**
 * The sent items, in their new relative order, take the positions the same items held before; every
 * other item keeps its position. A list shown under a filter or on a later page only holds some
 * items, and its reorder must not move the others: this is that rule, and it is the plain reorder
 * when every item is sent.
 */
export function permuteInPlace<T extends { id: number }>(current: T[], sent: OrderItem[]): T[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  const moved = new Set(sent.map((item) => item.id));
  const incoming = [...sent].sort((a, b) => a.order - b.order || a.id - b.id).map((item) => byId.get(item.id)!);
  let next = 0;
  return current.map((item) => (moved.has(item.id) ? incoming[next++]! : item));
}

/** Checks a reorder body: unique, known ids (by index, `<field>.<i>.id`). */
export function assertKnownIds(sent: OrderItem[], known: Set<number>, field: string): void {
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  sent.forEach((item, index) => {
    if (seen.has(item.id)) (errors[`${field}.${index}.id`] ??= []).push('The id appears more than once.');
    else if (!known.has(item.id)) (errors[`${field}.${index}.id`] ??= []).push('The selected id is invalid.');
    seen.add(item.id);
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
}

export async function reorderAnnouncements(db: Db, sent: OrderItem[], userId: number): Promise<AnnouncementRow[]> {
  return db.transaction(async (tx) => {
    await lockOrdering(tx);
    const current = await tx
      .select({ id: announcements.id, order: announcements.order })
      .from(announcements)
      .orderBy(asc(announcements.order), asc(announcements.id))
      .for('update');
    assertKnownIds(sent, new Set(current.map((row) => row.id)), 'announcement');
    const next = permuteInPlace(current, sent);
    const changed = next.map((row, index) => ({ id: row.id, before: row.order, after: index + 1 }));
    const updates = changed.filter((row) => row.before !== row.after);
    if (updates.length) {
      const cases = sql.join(
        updates.map((row) => sql`WHEN ${row.id} THEN ${row.after}::int`),
        sql` `,
      );
      await tx
        .update(announcements)
        .set({
          order: sql`CASE ${announcements.id} ${cases} END`,
          version: sql`${announcements.version} + 1`,
          updated_at: new Date(),
          updated_by: userId,
        })
        .where(
          inArray(
            announcements.id,
            updates.map((row) => row.id),
          ),
        );
      for (const row of updates) {
        await writeAuditLog(tx, {
          userId,
          action: 'announcement_reordered',
          entityType: ENTITY,
          entityId: row.id,
          changes: { order: { before: row.before, after: row.after } },
        });
      }
    }
    return tx.select().from(announcements).orderBy(asc(announcements.order), asc(announcements.id));
  });
}
