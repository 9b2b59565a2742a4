// Saved filter SQL. A private filter exists only for its owner; a public one is visible to every admin,
// but only its owner may change or delete it. Every write is logged in its own transaction.
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { savedFilters } from '../../db/schema.js';
import { diffFields, writeAuditLog } from '../../domain/auditLog.js';
import { forbidden, notFound } from '../../errors.js';
import type { Input } from './schemas.js';

type Row = typeof savedFilters.$inferSelect;

const LOGGED_FIELDS = ['name', 'is_public', 'entity', 'columns', 'filters'] as const;

export function serialize(row: Row, userId: number) {
  return {
    id: row.id,
    name: row.name,
    is_public: row.is_public,
    entity: row.entity,
    columns: row.columns,
    filters: row.filters,
    user_id: row.user_id,
    is_owner: row.user_id === userId,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const visibleTo = (userId: number): SQL => or(eq(savedFilters.user_id, userId), eq(savedFilters.is_public, true))!;

export async function findEditable(db: Db, id: number, userId: number): Promise<Row> {
  const [row] =
    Number.isInteger(id) && id > 0 && id <= 2147483647
      ? await db
          .select()
          .from(savedFilters)
          .where(and(eq(savedFilters.id, id), visibleTo(userId)))
      : [];
  if (!row) throw notFound('Saved filter');
  if (row.user_id !== userId) throw forbidden('Only the owner can change this saved filter.');
  return row;
}

export function listVisible(db: Db, userId: number, entity: unknown) {
  const where =
    typeof entity === 'string' && entity !== ''
      ? and(visibleTo(userId), eq(savedFilters.entity, entity))
      : visibleTo(userId);
  return db.select().from(savedFilters).where(where).orderBy(asc(savedFilters.name), asc(savedFilters.id));
}

export async function insertSavedFilter(db: Db, userId: number, input: Input): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedFilters)
      .values({
        user_id: userId,
        name: input.name!,
        is_public: input.is_public ?? false,
        entity: input.entity!,
        columns: input.columns ?? [],
        filters: input.filters ?? {},
      })
      .returning();
    await writeAuditLog(tx, {
      userId,
      action: 'saved_filter_created',
      entityType: 'saved_filter',
      entityId: row!.id,
      changes: diffFields({}, row!, LOGGED_FIELDS),
    });
    return row!;
  });
}

export async function updateSavedFilter(db: Db, userId: number, before: Row, input: Input): Promise<Row> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(savedFilters)
      .set({ ...input, updated_at: new Date() })
      .where(eq(savedFilters.id, before.id))
      .returning();
    await writeAuditLog(tx, {
      userId,
      action: 'saved_filter_updated',
      entityType: 'saved_filter',
      entityId: before.id,
      changes: diffFields(before, row!, LOGGED_FIELDS),
    });
    return row!;
  });
}

export async function deleteSavedFilter(db: Db, userId: number, before: Row): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(savedFilters).where(eq(savedFilters.id, before.id));
    await writeAuditLog(tx, {
      userId,
      action: 'saved_filter_deleted',
      entityType: 'saved_filter',
      entityId: before.id,
      changes: diffFields(before, {}, LOGGED_FIELDS),
    });
  });
}
