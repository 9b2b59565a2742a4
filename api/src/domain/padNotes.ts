// A pad's internal notes, newest first, with their authors: the Admin tab's list and the pad detail.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { padNotes, users } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';

export interface PadNote {
  id: number;
  pad_id: number;
  body: string;
  user: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

/** A note author's name, as the notes and the pad detail show it: the user's first and last name. */
export const noteAuthorName = (user: SQL) => sql<string>`trim(${user}.first_name || ' ' || ${user}.last_name)`;

const noteColumns = {
  id: padNotes.id,
  pad_id: padNotes.pad_id,
  body: padNotes.body,
  user_id: users.id,
  user_name: noteAuthorName(sql`${users}`),
  created_at: padNotes.created_at,
  updated_at: padNotes.updated_at,
};

type NoteRow = {
  id: number;
  pad_id: number;
  body: string;
  user_id: number | null;
  user_name: string | null;
  created_at: Date;
  updated_at: Date;
};

export const presentNote = (r: NoteRow): PadNote => ({
  id: r.id,
  pad_id: r.pad_id,
  body: r.body,
  user: r.user_id == null ? null : { id: r.user_id, name: r.user_name ?? '' },
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function listPadNotes(db: DbOrTx, padId: number): Promise<PadNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(padNotes)
    .leftJoin(users, eq(users.id, padNotes.user_id))
    .where(eq(padNotes.pad_id, padId))
    .orderBy(desc(padNotes.created_at), desc(padNotes.id));
  return rows.map(presentNote);
}

export async function findPadNote(db: DbOrTx, noteId: number): Promise<PadNote | null> {
  const [row] = await db
    .select(noteColumns)
    .from(padNotes)
    .leftJoin(users, eq(users.id, padNotes.user_id))
    .where(eq(padNotes.id, noteId))
    .limit(1);
  return row ? presentNote(row) : null;
}
