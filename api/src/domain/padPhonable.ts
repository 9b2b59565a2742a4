// `is_phonable` kept on the pad row (the 'Invalid Phone' quick filter, the counts and the map read it): whether one
// of its pad contacts or owners has a valid number, by the one rule in @pads/contracts/phone.ts. JavaScript decides,
// so every write that changes a pad's contacts calls this in its transaction (the pad create, the Contact tab and the
// import set it from the values they write).
import { padIsPhonable } from '@pads/contracts/phone.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { DbOrTx } from './auditLog.js';

type PadContacts = {
  id: number;
  country_code: string | null;
  is_phonable: boolean;
  contacts: { phone: string | null; contact_type_id: number }[];
};

const intArray = (ids: readonly number[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Sets `is_phonable` of these pads from their contacts now; only the pads whose flag changes are written. */
export async function refreshPhonable(tx: DbOrTx, padIds: readonly number[]): Promise<number> {
  const ids = [...new Set(padIds)];
  if (!ids.length) return 0;
  const { rows } = await tx.execute<PadContacts>(sql`
    SELECT p.id, p.country_code, p.is_phonable,
      coalesce((SELECT json_agg(json_build_object('phone', c.phone, 'contact_type_id', c.contact_type_id))
        FROM contacts c WHERE c.pad_id = p.id), '[]') AS contacts
    FROM pads p WHERE p.id = ANY(${intArray(ids)})`);
  const changed = rows.filter((r) => padIsPhonable(r.contacts, r.country_code) !== r.is_phonable);
  if (!changed.length) return 0;
  await tx.execute(sql`UPDATE pads SET is_phonable = NOT is_phonable
    WHERE id = ANY(${intArray(changed.map((r) => r.id))})`);
  return changed.length;
}

/**
 * Recomputes `is_phonable` of every pad by the rule, a batch of pads per transaction (`pnpm phones:rebuild`): for a
 * database whose flags were set before the rule (issue 39), or to check that the writes kept them. Returns how many
 * pads changed.
 */
export async function refreshAllPhonable(db: Db, batch = 5_000): Promise<{ pads: number; changed: number }> {
  let after = 0;
  let pads = 0;
  let changed = 0;
  for (;;) {
    const { rows } = await db.execute<{ id: number }>(
      sql`SELECT id FROM pads WHERE id > ${after} ORDER BY id LIMIT ${batch}`,
    );
    if (!rows.length) return { pads, changed };
    const ids = rows.map((r) => Number(r.id));
    changed += await db.transaction((tx) => refreshPhonable(tx, ids));
    pads += ids.length;
    after = ids.at(-1)!;
  }
}
