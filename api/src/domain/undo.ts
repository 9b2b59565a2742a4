// Undo (issue 35 part 3): Accept, Reject, a merge (revision or duplicate) and Archive can be taken back by the admin
// who made them, for UNDO_SECONDS. In the write's own transaction, the rows it may touch (every row of its pads in
// the tables below, `padScopes`) are copied as they were before and as they are after it, as to_jsonb images into
// undo_actions. Undo, in one transaction, checks that every row is still as the write left it (else 409: someone
// changed the items since), then puts back the before images: rows the write added are deleted, rows it changed or
// removed are written back whole (version, updated_at and ids included), so the pad's detail and every row equal
// what they were. The kept counters follow through their own triggers on those rows. The images never pass through
// JavaScript (numbers and times stay PostgreSQL's own), and photo files the write removed are deleted only once
// the undo has expired (`sweepUndos`), since an undo brings their rows back.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conflict, forbidden, notFound } from '../errors.js';
import type { FileStorage } from '../storage/index.js';
import type { Actor } from './actor.js';
import { writeAuditLog, type DbOrTx } from './auditLog.js';

/** How long the server accepts an undo. The panel offers it for 10 s; the rest covers a slow answer. */
export const UNDO_SECONDS = 30;

export const UNDO_CHANGED = 'The items changed since, so this can no longer be undone.';
export const UNDO_EXPIRED = 'This change can no longer be undone.';

/** One table's rows a write may touch: a condition on the table aliased `t`. */
export interface Scope {
  table: string;
  where: SQL;
}

const idArray = (ids: number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Every row a moderation write may touch on these pads, parents before children (the order rows are written back
 * in; removals go the other way). `moved`: also the rows a duplicate merge moves from pad to pad (favourites, views,
 * PPR requests, notes), which no other write touches.
 */
export function padScopes(padIds: number[], { moved = false } = {}): Scope[] {
  const ids = idArray(padIds);
  const onPads = (table: string) => ({ table, where: sql`t.pad_id = ANY(${ids})` });
  return [
    { table: 'pads', where: sql`t.id = ANY(${ids})` },
    onPads('contacts'),
    onPads('uploads'),
    onPads('pad_tags'),
    onPads('pad_warnings'),
    onPads('pad_facilities'),
    onPads('reviews'),
    { table: 'review_uploads', where: sql`t.review_id IN (SELECT id FROM reviews WHERE pad_id = ANY(${ids}))` },
    onPads('revisions'),
    onPads('surveys'),
    { table: 'survey_uploads', where: sql`t.survey_id IN (SELECT id FROM surveys WHERE pad_id = ANY(${ids}))` },
    ...(moved ? ['user_favourites', 'pad_views', 'ppr_requests', 'pad_notes'].map(onPads) : []),
    { table: 'duplicate_dismissals', where: sql`t.pad_a = ANY(${ids}) OR t.pad_b = ANY(${ids})` },
    // Last: writing pads back moves their pairs' copied state (a trigger); the pairs' own images then win.
    { table: 'duplicate_pairs', where: sql`t.pad_a = ANY(${ids}) OR t.pad_b = ANY(${ids})` },
  ];
}

/** Columns that are unique among a table's rows: cleared on the rows written back first, so two rows can swap a value. */
const UNIQUE_FIRST: Record<string, string[]> = { pads: ['hisc'] };

interface TableMeta {
  /** Columns that can be written (not generated). */
  columns: string[];
  key: string[];
}

// The schema is the same for the life of a process (migrations run before the app starts).
const metaCache = new Map<string, Promise<TableMeta>>();

function tableMeta(db: DbOrTx, table: string): Promise<TableMeta> {
  let meta = metaCache.get(table);
  if (!meta) {
    meta = db
      .execute<{ name: string; generated: boolean; key: boolean }>(
        sql`SELECT a.attname AS name, a.attgenerated <> '' AS generated,
          EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisprimary AND a.attnum = ANY(i.indkey)) AS key
        FROM pg_attribute a WHERE a.attrelid = ${table}::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
      )
      .then(({ rows }) => {
        const key = rows.filter((r) => r.key).map((r) => r.name);
        if (!key.length) throw new Error(`undo: ${table} has no primary key`);
        return { columns: rows.filter((r) => !r.generated).map((r) => r.name), key };
      });
    meta.catch(() => metaCache.delete(table));
    metaCache.set(table, meta);
  }
  return meta;
}

const ident = (name: string) => sql.identifier(name);
const cols = (alias: string, names: string[]) =>
  sql.join(
    names.map((n) => sql`${sql.raw(alias)}.${ident(n)}`),
    sql`, `,
  );
/** The live row `t` is the image's row `x` (a record made from the image, typed as the table). */
const sameKey = (key: string[]) =>
  sql.join(
    key.map((k) => sql`t.${ident(k)} = x.${ident(k)}`),
    sql` AND `,
  );
/** An image's key as jsonb, to match images with each other. */
const keyOf = (image: string, key: string[]) =>
  sql`jsonb_build_array(${sql.join(
    key.map((k) => sql`${sql.raw(image)} -> ${k}`),
    sql`, `,
  )})`;

/** The images of one side (`before`/`after`) of table `i` of undo row `id`, each with its typed record `x`. */
const images = (id: number, i: number, side: 'before' | 'after', table: string, as = 'r') =>
  sql`undo_actions u CROSS JOIN LATERAL jsonb_array_elements(u.images -> ${i}::int -> ${side}::text) AS ${sql.raw(as)}(r)
    CROSS JOIN LATERAL jsonb_populate_record(NULL::${ident(table)}, ${sql.raw(as)}.r) AS x`;

const rowsOf = (table: string, where: SQL) =>
  sql`(SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) FROM ${ident(table)} t WHERE ${where})`;

export interface UndoStart {
  id: number;
  scopes: Scope[];
  /** The newest log entry before the change: its own entries on the pads come after. */
  logFrom: number;
}

/**
 * Whether the log entry `l` (an activity_logs alias) tells who last changed its pad: an undo and the change it took
 * back cancel out (the pad is again as the writer before them left it), so neither is "the last writer" (the pad
 * detail's `updated_by`, the 409 of a stale edit).
 */
export const isLastWriterEntry = (l: string) =>
  sql.raw(`(${l}.action <> 'change_undone' AND NOT EXISTS (SELECT 1 FROM activity_logs undone
    WHERE undone.pad_id = ${l}.pad_id AND undone.action = 'change_undone'
      AND undone.details -> 'undone_log_ids' @> to_jsonb(${l}.id)))`);

/**
 * Starts recording an undoable write, inside its transaction and after it has locked what it changes: the rows of
 * `scopes` as they are now. `finishUndo` completes the record once the write is done.
 */
export async function startUndo(
  tx: DbOrTx,
  scopes: Scope[],
  entry: { adminId: number; action: string; padIds: number[] },
): Promise<UndoStart> {
  const { rows: newest } = await tx.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0) AS id FROM activity_logs`);
  const { rows } = await tx.execute<{
    id: number;
  }>(sql`INSERT INTO undo_actions (admin_id, action, pad_ids, images, expires_at)
    VALUES (${entry.adminId}, ${entry.action}, ${idArray(entry.padIds)}, jsonb_build_array(${sql.join(
      scopes.map((s) => sql`jsonb_build_object('table', ${s.table}::text, 'before', ${rowsOf(s.table, s.where)})`),
      sql`, `,
    )}), now() + ${UNDO_SECONDS} * interval '1 second')
    RETURNING id`);
  return { id: rows[0]!.id, scopes, logFrom: newest[0]!.id };
}

/**
 * Completes the record at the end of the write: the same rows as they are now (with any row the `before` images
 * name, wherever it went), and the photo files the write removed, kept until the undo expires. The ticket's time
 * runs from here.
 */
export async function finishUndo(
  tx: DbOrTx,
  start: UndoStart,
  fileKeys: string[] = [],
): Promise<{ id: number; expires_at: string }> {
  const after: SQL[] = [];
  for (const [i, s] of start.scopes.entries()) {
    // One statement at a time: a transaction's connection runs them in turn.
    const { key } = await tableMeta(tx, s.table);
    {
      const named = sql`(${cols('t', key)}) IN (SELECT ${cols('x', key)} FROM ${images(start.id, i, 'before', s.table)} WHERE u.id = ${start.id})`;
      after.push(
        sql`jsonb_build_object('table', ${s.table}::text, 'before', images -> ${i}::int -> 'before', 'after', ${rowsOf(s.table, sql`(${s.where}) OR ${named}`)})`,
      );
    }
  }
  const { rows } = await tx.execute<{ id: number; expires_at: Date }>(sql`UPDATE undo_actions
    SET images = jsonb_build_array(${sql.join(after, sql`, `)}),
      file_keys = ${
        fileKeys.length
          ? sql`ARRAY[${sql.join(
              fileKeys.map((k) => sql`${k}`),
              sql`, `,
            )}]::text[]`
          : sql`'{}'::text[]`
      },
      log_ids = ARRAY(SELECT l.id FROM activity_logs l WHERE l.id > ${start.logFrom} AND l.pad_id = ANY(undo_actions.pad_ids)),
      created_at = clock_timestamp(), expires_at = clock_timestamp() + ${UNDO_SECONDS} * interval '1 second'
    WHERE id = ${start.id} RETURNING id, expires_at`);
  return { id: rows[0]!.id, expires_at: new Date(rows[0]!.expires_at).toISOString() };
}

export interface UndoOutcome {
  id: number;
  action: string;
  pad_ids: number[];
}

/** Takes a change back (see the top of this file). 404 unknown, 403 another admin's, 409 expired or changed since. */
export async function undoChange(db: Db, id: number, actor: Actor): Promise<UndoOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      admin_id: number;
      action: string;
      pad_ids: number[];
      tables: string[];
      log_ids: number[];
      undone: boolean;
      expired: boolean;
    }>(sql`SELECT admin_id, action, pad_ids, log_ids, undone_at IS NOT NULL AS undone, expires_at <= clock_timestamp() AS expired,
        ARRAY(SELECT e ->> 'table' FROM jsonb_array_elements(images) AS e) AS tables
      FROM undo_actions WHERE id = ${id} FOR UPDATE`);
    const entry = rows[0];
    if (!entry) throw notFound('Change');
    if (entry.admin_id !== actor.userId) throw forbidden('Only the admin who made this change can undo it.');
    if (entry.undone) throw conflict('This change was already undone.');
    if (entry.expired) throw conflict(UNDO_EXPIRED);
    // The pads first, in id order, as every pad write locks them: nothing changes them while they are compared.
    await tx.execute(sql`SELECT id FROM pads WHERE id = ANY(${idArray(entry.pad_ids)}) ORDER BY id FOR UPDATE`);
    const metas: TableMeta[] = [];
    for (const table of entry.tables) metas.push(await tableMeta(tx, table));

    for (const [i, table] of entry.tables.entries()) {
      if (await changedSince(tx, id, i, table, metas[i]!.key)) throw conflict(UNDO_CHANGED);
    }
    const restored: Record<string, number> = {};
    // Rows the write added, children first.
    for (let i = entry.tables.length - 1; i >= 0; i--) {
      const table = entry.tables[i]!;
      const { key } = metas[i]!;
      const { rowCount } =
        await tx.execute(sql`DELETE FROM ${ident(table)} t USING ${images(id, i, 'after', table, 'a')}
        WHERE u.id = ${id} AND ${sameKey(key)}
          AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(u.images -> ${i}::int -> 'before') AS b(r)
            WHERE ${keyOf('b.r', key)} = ${keyOf('a.r', key)})`);
      if (rowCount) restored[table] = (restored[table] ?? 0) + rowCount;
    }
    // Rows it changed or removed, parents first.
    for (const [i, table] of entry.tables.entries()) {
      const { key, columns } = metas[i]!;
      const values = columns.filter((c) => !key.includes(c));
      for (const column of UNIQUE_FIRST[table] ?? []) {
        await tx.execute(sql`UPDATE ${ident(table)} t SET ${ident(column)} = NULL FROM ${images(id, i, 'before', table)}
          WHERE u.id = ${id} AND ${sameKey(key)} AND t.${ident(column)} IS DISTINCT FROM x.${ident(column)}`);
      }
      let n = 0;
      if (values.length) {
        const { rowCount } = await tx.execute(
          sql`UPDATE ${ident(table)} t SET ${sql.join(
            values.map((c) => sql`${ident(c)} = x.${ident(c)}`),
            sql`, `,
          )} FROM ${images(id, i, 'before', table)} WHERE u.id = ${id} AND ${sameKey(key)} AND to_jsonb(t) <> r.r`,
        );
        n += rowCount ?? 0;
      }
      const { rowCount } = await tx.execute(sql`INSERT INTO ${ident(table)} (${sql.join(columns.map(ident), sql`, `)})
        OVERRIDING SYSTEM VALUE
        SELECT ${cols('x', columns)} FROM ${images(id, i, 'before', table)}
        WHERE u.id = ${id} AND NOT EXISTS (SELECT 1 FROM ${ident(table)} t WHERE ${sameKey(key)})`);
      n += rowCount ?? 0;
      if (n) restored[table] = (restored[table] ?? 0) + n;
    }
    await tx.execute(sql`UPDATE undo_actions SET undone_at = clock_timestamp() WHERE id = ${id}`);
    for (const padId of entry.pad_ids) {
      await writeAuditLog(tx, {
        userId: actor.userId,
        action: 'change_undone',
        entityType: 'pad',
        entityId: padId,
        padId,
        details: { undo_id: id, undone_action: entry.action, undone_log_ids: entry.log_ids, restored },
        device: actor.device,
      });
    }
    return { id, action: entry.action, pad_ids: entry.pad_ids };
  });
}

/** Whether any row of table `i` differs from what the write left: changed, removed, or (one it removed) back. */
async function changedSince(tx: DbOrTx, id: number, i: number, table: string, key: string[]): Promise<boolean> {
  const { rows } = await tx.execute(sql`SELECT 1 FROM ${images(id, i, 'after', table)}
      LEFT JOIN ${ident(table)} t ON ${sameKey(key)}
      WHERE u.id = ${id} AND (t IS NULL OR to_jsonb(t) <> r.r)
    UNION ALL
    SELECT 1 FROM ${images(id, i, 'before', table, 'b')} JOIN ${ident(table)} t ON ${sameKey(key)}
      WHERE u.id = ${id} AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(u.images -> ${i}::int -> 'after') AS a(r)
        WHERE ${keyOf('a.r', key)} = ${keyOf('b.r', key)})
    LIMIT 1`);
  return rows.length > 0;
}

/**
 * Ends the undos whose time is over: the photo files their writes removed are deleted (unless the write was undone,
 * which brought them back), then the record. Each instance runs it now and then; SKIP LOCKED shares the work, and a
 * file deleted before a failed commit is simply deleted again next time. Returns how many records it ended.
 */
export async function sweepUndos(db: Db, storage: FileStorage, limit = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number; file_keys: string[]; undone: boolean }>(sql`
      SELECT id, file_keys, undone_at IS NOT NULL AS undone FROM undo_actions
      WHERE expires_at < clock_timestamp() ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`);
    if (!rows.length) return 0;
    const keys = rows.filter((r) => !r.undone).flatMap((r) => r.file_keys);
    await Promise.all(keys.map((key) => storage.delete(key)));
    await tx.execute(sql`DELETE FROM undo_actions WHERE id = ANY(${idArray(rows.map((r) => r.id))})`);
    return rows.length;
  });
}
