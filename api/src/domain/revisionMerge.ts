// Accepting an Update revision with the admin's merged values (the three-column merge screen, spec part 3
// §2–§5): the pad becomes exactly the merged pad, through the one pad write path (lock, version, log), in
// the same transaction as the revision's resolution. The resolution is the conditional UPDATE … WHERE
// status = 1 of the other resolutions, so of two admins merging at once one wins and the other gets 409.
import { CONTACT_TYPE, type PadMergeValues, REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import { and, asc, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  categories,
  contacts,
  countries,
  facilities,
  landingFees,
  pads,
  revisions,
  tags,
  warnings,
} from '../db/schema.js';
import { conflict, notFound, validationFailed, type FieldErrors } from '../errors.js';
import { writeAuditLog, type DbOrTx, type FieldChanges } from './auditLog.js';
import { existingIds } from './padCreation.js';
import { applySnapshotChanges, loadPadSnapshot, snapshotWithFormValues, type PadSnapshot } from './padSnapshot.js';
import { lockPad, writePadInTransaction } from './padWrites.js';
import { decideClaimedItem, revisionClaimedByOther, revisionItem } from './claims.js';
import { finishUndo, padScopes, startUndo } from './undo.js';
import type { Actor } from './actor.js';
import { ALREADY_RESOLVED } from './revisionResolution.js';
import { findRevision, resolvePending, type RevisionRow } from './revisionStore.js';
import { refreshPhonable } from './padPhonable.js';

/** The pad as the merged values describe it; what the merge does not carry (status, owners' data) stays. */
export function snapshotFromMerge(base: PadSnapshot, v: PadMergeValues, countryName: string | null): PadSnapshot {
  const keptOwners = new Set(v.owners);
  const location = {
    address: v['location#name'],
    latitude: v['location#latitude'],
    longitude: v['location#longitude'],
    region: v['location#region'],
    country: countryName ?? '',
    country_code: v['location#country'],
    county: v['location#county'],
  };
  // The pad-form mapping normalises the shared fields; what a merge sets exactly is overridden below.
  const fields = snapshotWithFormValues(base, {
    ...v,
    hisc_country_code: '',
    hisc: '',
    landing_fee_id: v.landing_fees,
    location,
    contacts: [],
    website: v['pad_social#website'],
    twitter_handle: v['pad_social#twitter_handle'],
    trip_advisor_rating: v['pad_social#trip_advisor_rating'],
  });
  return {
    ...fields,
    hisc: v.hisc || null,
    location: {
      ...fields.location,
      region: location.region || null,
      country: countryName,
      country_code: location.country_code ? location.country_code.toUpperCase() : null,
      is_address_split: v['location#is_address_split'],
    },
    contacts: [
      ...base.contacts.filter(
        (c) =>
          c.contact_type_id !== CONTACT_TYPE.PadContact &&
          (c.contact_type_id !== CONTACT_TYPE.Owner || keptOwners.has(c.id!)),
      ),
      ...v.contacts.map((c) => ({
        id: c.id ?? null,
        contact_type_id: CONTACT_TYPE.PadContact,
        name: c.name || null,
        email: c.email || null,
        phone: c.phone || null,
        is_primary: c.is_primary,
      })),
    ],
  };
}

/**
 * Ids the merged pad points at must exist, the HISC must be free, and the country code known: a 422 on
 * the merge row's key, checked before the transaction. Returns the country's name.
 */
export async function checkMergeReferences(
  db: Db,
  padId: number,
  v: PadMergeValues,
): Promise<{ errors: FieldErrors; countryName: string | null }> {
  const errors: FieldErrors = {};
  const invalid = (field: string, what: string) => (errors[field] = [`The selected ${what} is invalid.`]);
  const code = v['location#country'].toUpperCase();
  const [category, tagIds, warningIds, facilityIds, fee, country, hiscOwner, [pad]] = await Promise.all([
    existingIds(db, categories, [v.category_id]),
    existingIds(db, tags, v.tags),
    existingIds(db, warnings, v.warnings),
    existingIds(db, facilities, v.facilities),
    existingIds(db, landingFees, v.landing_fees == null ? [] : [v.landing_fees]),
    code ? db.select({ name: countries.name }).from(countries).where(eq(countries.code, code)).limit(1) : [],
    v.hisc
      ? db
          .select({ id: pads.id })
          .from(pads)
          .where(and(eq(pads.hisc, v.hisc), ne(pads.id, padId)))
          .limit(1)
      : [],
    db.select({ code: pads.country_code, name: pads.country }).from(pads).where(eq(pads.id, padId)).limit(1),
  ]);
  // A code missing from the countries table passes when it is the pad's own (its name is kept).
  const countryName = country[0]?.name ?? (pad && pad.code === code ? pad.name : null);
  if (!category.has(v.category_id)) invalid('category_id', 'category');
  if (v.tags.some((id) => !tagIds.has(id))) invalid('tags', 'tag');
  if (v.warnings.some((id) => !warningIds.has(id))) invalid('warnings', 'warning');
  if (v.facilities.some((id) => !facilityIds.has(id))) invalid('facilities', 'facility');
  if (v.landing_fees != null && !fee.has(v.landing_fees)) invalid('landing_fees', 'landing fee');
  if (code && countryName == null) invalid('location#country', 'country');
  if (hiscOwner[0]) errors.hisc = ['The hisc has already been taken.'];
  return { errors, countryName };
}

/** Owner contacts named in `owners` must be this pad's owners. */
async function checkOwners(tx: DbOrTx, padId: number, owners: number[]): Promise<number[]> {
  const rows = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.pad_id, padId), eq(contacts.contact_type_id, CONTACT_TYPE.Owner)));
  const ids = rows.map((r) => r.id);
  if (owners.some((id) => !ids.includes(id))) throw validationFailed({ owners: ['The selected owner is invalid.'] });
  return ids.filter((id) => !owners.includes(id));
}

export interface MergeOutcome {
  revision: RevisionRow;
  changes: FieldChanges;
  /** The ticket to take the merge back (domain/undo.ts). */
  undo: { id: number; expires_at: string };
}

export async function mergeRevision(
  db: Db,
  revisionId: number,
  values: PadMergeValues,
  countryName: string | null,
  actor: Actor,
): Promise<MergeOutcome> {
  const revision = await findRevision(db, revisionId);
  if (!revision) throw notFound('Revision');
  return db.transaction(async (tx) => {
    // Locked first (writePad locks it again), so the undo's images are the pad as the merge found it.
    if (!(await lockPad(tx, revision.pad_id))) throw notFound('Pad');
    await decideClaimedItem(tx, revisionItem(revisionId), actor.userId);
    const undo = await startUndo(tx, padScopes([revision.pad_id]), {
      adminId: actor.userId,
      action: 'revision_merged',
      padIds: [revision.pad_id],
    });
    const { result } = await writePadInTransaction(
      tx,
      {
        padId: revision.pad_id,
        userId: actor.userId,
        version: values.version,
        // applySnapshotChanges bumps the version itself (once).
        bumpVersion: false,
        device: actor.device ?? null,
      },
      async (tx, pad) => {
        const resolved = await resolvePending(tx, revisionId, REVISION_STATUS.Accepted, actor.userId);
        if (!resolved) throw conflict(ALREADY_RESOLVED);
        const before = (await loadPadSnapshot(tx, pad.id))!;
        const removedOwners = await checkOwners(tx, pad.id, values.owners);
        if (removedOwners.length)
          await tx.delete(contacts).where(and(eq(contacts.pad_id, pad.id), inArray(contacts.id, removedOwners)));
        const merged = snapshotFromMerge(before, values, countryName);
        const changes = await applySnapshotChanges(tx, pad.id, before, merged);
        if (removedOwners.length) {
          changes.owners = { before: removedOwners, after: [] };
          await refreshPhonable(tx, [pad.id]);
        }
        await writeAuditLog(tx, {
          userId: actor.userId,
          action: 'revision_accepted',
          entityType: 'revision',
          entityId: resolved.id,
          padId: pad.id,
          subjectUserId: resolved.user_id,
          changes: { status: { before: REVISION_STATUS.Pending, after: REVISION_STATUS.Accepted } },
          details: { type: resolved.type, merged: true },
          device: actor.device ?? null,
        });
        return {
          action: 'revision_merged',
          changes,
          details: {
            revision_id: resolved.id,
            accept_survey: values.accept_survey,
            is_address_split: values['location#is_address_split'],
            upload_ids: values.upload_ids,
          },
          result: { revision: resolved, changes },
        };
      },
      () => notFound('Pad'),
    );
    return { ...result, undo: await finishUndo(tx, undo) };
  });
}

/** The oldest pending Update after a merge (the screen opens it next) that no other admin is reviewing, or null. */
export async function nextPendingUpdate(db: DbOrTx, afterId: number, adminId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        eq(revisions.type, REVISION_TYPE.Update),
        eq(revisions.status, REVISION_STATUS.Pending),
        ne(revisions.id, afterId),
        not(revisionClaimedByOther(sql`${revisions.id}`, adminId)),
      ),
    )
    .orderBy(asc(revisions.id))
    .limit(1);
  return row?.id ?? null;
}

export const isMergeable = (revision: RevisionRow) => revision.type === REVISION_TYPE.Update;
