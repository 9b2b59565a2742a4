// A pad's internal notes: add, edit, delete. Each write opens its transaction and logs itself there with
// the pad (reads are domain/padNotes.ts, which the pad detail shares).
import type { Actor } from '../../../domain/actor.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { padNotes } from '../../../db/schema.js';
import { diffFields, writeAuditLog } from '../../../domain/auditLog.js';
import { notFound } from '../../../errors.js';

export async function addPadNote(db: Db, padId: number, note: string, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(padNotes).values({ pad_id: padId, user_id: actor.userId, body: note }).returning();
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'pad_note_added',
      entityType: 'note',
      entityId: row!.id,
      padId: row!.pad_id,
      changes: { body: { before: null, after: note } },
      device: actor.device,
    });
    return row!.id;
  });
}

export async function updatePadNote(db: Db, id: number, note: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(padNotes).where(eq(padNotes.id, id)).for('update');
    if (!before) throw notFound('Note');
    await tx.update(padNotes).set({ body: note, updated_at: new Date() }).where(eq(padNotes.id, before.id));
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'pad_note_updated',
      entityType: 'note',
      entityId: before.id,
      padId: before.pad_id,
      changes: diffFields({ body: before.body }, { body: note }),
      device: actor.device,
    });
  });
}

export async function deletePadNote(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(padNotes).where(eq(padNotes.id, id)).returning();
    if (!row) throw notFound('Note');
    await writeAuditLog(tx, {
      userId: actor.userId,
      action: 'pad_note_deleted',
      entityType: 'note',
      entityId: row.id,
      padId: row.pad_id,
      changes: { body: { before: row.body, after: null } },
      device: actor.device,
    });
  });
}
