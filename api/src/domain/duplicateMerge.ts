// Merging a duplicate pair (spec part 3 §4 "after a duplicate merge"), in one transaction: the original
// takes the merge screen's values; the duplicate's reviews, favourites, revisions, owners, views, PPR
// requests and notes move to it;
// the photos the admin kept from either side end up on the original (the original's unticked photos are
// removed, the duplicate's unticked ones stay with it); with 'Accept Survey' the duplicate's survey replaces
// the original's (a pad has one survey); the duplicate is archived 'Merged into #{id}';
// both pads' logs record it; both pads' pairs are rewritten. Any failure writes nothing.
import { CONTACT_TYPE } from '@pads/contracts';
import type { PadMergeValues } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { conflict, notFound, validationFailed } from '../errors.js';
import { writeAuditLog } from './auditLog.js';
import { decideClaimedItem, pairItem } from './claims.js';
import { finishUndo, padScopes, startUndo } from './undo.js';
import { refreshPadPairs } from './duplicatePairs.js';
import { applySnapshotChanges, loadPadSnapshot } from './padSnapshot.js';
import { ARCHIVED_PAD_MESSAGE } from './padWrites.js';
import { snapshotFromMerge } from './revisionMerge.js';
import { refreshPhonable } from './padPhonable.js';
import type { Actor } from './actor.js';

export const mergedIntoReason = (originalId: number) => `Merged into #${originalId}`;

export interface DuplicateMergeInput extends Actor {
  originalId: number;
  duplicateId: number;
  values: PadMergeValues;
  countryName: string | null;
}

export interface DuplicateMergeResult {
  id: number;
  name: string;
  /** The ticket to take the merge back; the photos it removed are deleted once it has expired (domain/undo.ts). */
  undo: { id: number; expires_at: string };
}

export async function mergeDuplicatePads(db: Db, input: DuplicateMergeInput): Promise<DuplicateMergeResult> {
  const { originalId: o, duplicateId: d, values, userId, device } = input;
  if (o === d) throw validationFailed({ pad: ['A pad cannot be merged with itself.'] });
  return db.transaction(async (tx) => {
    // Both rows locked in id order, so two merges touching the same pads cannot deadlock.
    const { rows: locked } = await tx.execute<{ id: number; deleted_at: Date | null; hisc: string | null }>(
      sql`SELECT id, deleted_at, hisc FROM pads WHERE id IN (${o}, ${d}) ORDER BY id FOR UPDATE`,
    );
    const original = locked.find((p) => p.id === o);
    const duplicate = locked.find((p) => p.id === d);
    if (!original || !duplicate) throw notFound('Pad');
    if (original.deleted_at || duplicate.deleted_at) throw conflict(ARCHIVED_PAD_MESSAGE);
    await decideClaimedItem(tx, pairItem(o, d), userId);
    const undo = await startUndo(tx, padScopes([o, d], { moved: true }), {
      adminId: userId,
      action: 'duplicate_merged',
      padIds: [o, d],
    });

    // The duplicate's HISC may go to the original: it leaves the duplicate first (HISCs are unique).
    if (values.hisc && duplicate.hisc === values.hisc)
      await tx.execute(sql`UPDATE pads SET hisc = NULL WHERE id = ${d}`);
    const before = (await loadPadSnapshot(tx, o))!;
    const merged = snapshotFromMerge(before, values, input.countryName);
    const changes = await applySnapshotChanges(tx, o, before, merged);

    const keep = values.upload_ids;
    const keepList = keep.length
      ? sql`ARRAY[${sql.join(
          keep.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]`
      : sql`'{}'::int[]`;
    const { rows: ours } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM uploads WHERE id = ANY(${keepList}) AND pad_id IN (${o}, ${d})`,
    );
    if (ours[0]!.n !== new Set(keep).size) throw validationFailed({ upload_ids: ['The selected photo is invalid.'] });
    const { rows: dropped } = await tx.execute<{ id: number; file_key: string; thumb_key: string | null }>(
      sql`DELETE FROM uploads WHERE pad_id = ${o} AND NOT (id = ANY(${keepList})) RETURNING id, file_key, thumb_key`,
    );
    const moved = {
      uploads: await ids(
        tx,
        sql`UPDATE uploads SET pad_id = ${o} WHERE pad_id = ${d} AND id = ANY(${keepList}) RETURNING id`,
      ),
      reviews: await ids(tx, sql`UPDATE reviews SET pad_id = ${o} WHERE pad_id = ${d} RETURNING id`),
      revisions: await ids(tx, sql`UPDATE revisions SET pad_id = ${o} WHERE pad_id = ${d} RETURNING id`),
      // An owner of both pads stays once (the original's contact).
      owners: await ids(
        tx,
        sql`UPDATE contacts c SET pad_id = ${o} WHERE c.pad_id = ${d} AND c.contact_type_id = ${CONTACT_TYPE.Owner} AND NOT EXISTS (
          SELECT 1 FROM contacts x WHERE x.pad_id = ${o} AND x.contact_type_id = ${CONTACT_TYPE.Owner}
            AND (x.user_id = c.user_id OR lower(x.email) = lower(c.email))) RETURNING c.id`,
      ),
      favourites: await ids(
        tx,
        sql`WITH gone AS (DELETE FROM user_favourites WHERE pad_id = ${d} RETURNING user_id, created_at)
          INSERT INTO user_favourites (user_id, pad_id, created_at) SELECT user_id, ${o}, created_at FROM gone
          ON CONFLICT DO NOTHING RETURNING user_id AS id`,
      ),
      // Engagement belongs to the place and the admins' notes describe it (docs/decisions/0073-duplicate-merge.md):
      // they follow it to the original. The report counters follow through their update triggers.
      views: await ids(tx, sql`UPDATE pad_views SET pad_id = ${o} WHERE pad_id = ${d} RETURNING id`),
      ppr_requests: await ids(tx, sql`UPDATE ppr_requests SET pad_id = ${o} WHERE pad_id = ${d} RETURNING id`),
      notes: await ids(tx, sql`UPDATE pad_notes SET pad_id = ${o} WHERE pad_id = ${d} RETURNING id`),
    };
    // The duplicate's owners moved to the original.
    await refreshPhonable(tx, [o, d]);
    const survey = values.accept_survey ? await takeDuplicateSurvey(tx, o, d) : null;
    const reason = mergedIntoReason(o);
    const { rows: archived } = await tx.execute<{ deleted_at: string }>(sql`UPDATE pads SET deleted_at = now(),
      archive_reason = ${reason}, duplicated_pad_id = ${o}, version = version + 1, updated_at = now()
      WHERE id = ${d} RETURNING deleted_at`);
    await refreshPadPairs(tx, [o, d]);

    await writeAuditLog(tx, {
      userId,
      action: 'duplicate_merged',
      entityType: 'pad',
      entityId: o,
      padId: o,
      changes,
      details: {
        duplicate_id: d,
        kept_upload_ids: keep,
        removed_upload_ids: dropped.map((u) => u.id),
        moved,
        ...(survey && { survey: { moved_survey_id: survey.movedId, replaced_survey_id: survey.replacedId } }),
      },
      device,
    });
    await writeAuditLog(tx, {
      userId,
      action: 'pad_archived',
      entityType: 'pad',
      entityId: d,
      padId: d,
      changes: {
        deleted_at: { before: null, after: archived[0]!.deleted_at },
        archive_reason: { before: null, after: reason },
      },
      details: { merged_into: o, moved },
      device,
    });
    const fileKeys = [...dropped, ...(survey?.removedFiles ?? [])].flatMap((u) =>
      u.thumb_key ? [u.file_key, u.thumb_key] : [u.file_key],
    );
    return { id: o, name: merged.name, undo: await finishUndo(tx, undo, fileKeys) };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * 'Accept Survey' took the duplicate's side: its survey (with its photos) moves to the original, whose own
 * survey, if any, is removed with its photos. Nothing happens when the duplicate has no survey.
 */
async function takeDuplicateSurvey(tx: Tx, o: number, d: number) {
  const { rows: theirs } = await tx.execute<{ id: number }>(sql`SELECT id FROM surveys WHERE pad_id = ${d} FOR UPDATE`);
  if (!theirs[0]) return null;
  const { rows: removedFiles } = await tx.execute<{ file_key: string; thumb_key: string | null }>(
    sql`DELETE FROM survey_uploads WHERE survey_id IN (SELECT id FROM surveys WHERE pad_id = ${o})
      RETURNING file_key, thumb_key`,
  );
  const { rows: replaced } = await tx.execute<{ id: number }>(
    sql`DELETE FROM surveys WHERE pad_id = ${o} RETURNING id`,
  );
  await tx.execute(sql`UPDATE surveys SET pad_id = ${o}, version = version + 1 WHERE id = ${theirs[0].id}`);
  return { movedId: theirs[0].id, replacedId: replaced[0]?.id ?? null, removedFiles };
}

async function ids(tx: Tx, statement: ReturnType<typeof sql>) {
  const { rows } = await tx.execute<{ id: number }>(statement);
  return rows.map((r) => r.id);
}
