// PUT /api/admin/pads/{id}: the Contact or the Landing tab, applied inside the pad write (padWrites.ts)
// so the change, the version bump and the change-log entry commit together.
import { padIsPhonable } from '@pads/contracts/phone.ts';
import { isEditableContactType } from '@pads/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PadContactTabValues, PadLandingTabValues } from '@pads/contracts';
import {
  categories,
  contacts,
  facilities,
  landingFees,
  padFacilities,
  pads,
  padTags,
  padWarnings,
  tags,
  warnings,
} from '../../../db/schema.js';
import { diffFields, type DbOrTx, type FieldChanges } from '../../../domain/auditLog.js';
import type { PadRow, PadWriteOutcome, Tx } from '../../../domain/padWrites.js';
import { validationFailed, type FieldErrors } from '../../../errors.js';
import { completeLocation } from '../../../domain/padLocation.js';

type IdTable = typeof tags | typeof warnings | typeof facilities | typeof categories | typeof landingFees;
type LinkTable = typeof padTags | typeof padWarnings | typeof padFacilities;

async function missingIds(db: DbOrTx, table: IdTable, ids: number[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return false;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return rows.length !== wanted.length;
}

async function linkedIds(db: DbOrTx, table: LinkTable, column: 'tag_id' | 'warning_id' | 'facility_id', padId: number) {
  const rows = await db.execute<{ id: number }>(
    sql`SELECT ${sql.identifier(column)} AS id FROM ${table} WHERE pad_id = ${padId} ORDER BY 1`,
  );
  return rows.rows.map((r) => Number(r.id));
}

/** Replaces a pad's links (tags, warnings, facilities); returns the ids before and after, sorted. */
async function replaceLinks(
  tx: Tx,
  table: LinkTable,
  column: 'tag_id' | 'warning_id' | 'facility_id',
  padId: number,
  ids: number[],
): Promise<{ before: number[]; after: number[] }> {
  const before = await linkedIds(tx, table, column, padId);
  const after = [...new Set(ids)].sort((a, b) => a - b);
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    await tx.execute(sql`DELETE FROM ${table} WHERE pad_id = ${padId}`);
    if (after.length) await tx.insert(table).values(after.map((id) => ({ pad_id: padId, [column]: id }) as never));
  }
  return { before, after };
}

function linkChange(changes: FieldChanges, field: string, diff: { before: number[]; after: number[] }) {
  if (JSON.stringify(diff.before) !== JSON.stringify(diff.after)) changes[field] = diff;
}

const PAD_CONTACT_FIELDS = [
  'name',
  'category_id',
  'hisc',
  'icao',
  'is_api_accessible',
  'website',
  'twitter_handle',
  'trip_advisor_rating',
  'address',
  'country',
  'country_code',
  'county',
  'region',
  'region_id',
  'latitude',
  'longitude',
] as const;

const hasReach = (c: { email: string | null; phone: string | null }) => Boolean(c.email || c.phone);

/** Whether the pad has a contact the Contact tab edits (type 1 or 4): one that has may not lose its last. */
export async function hasEditableContacts(tx: Tx, padId: number): Promise<boolean> {
  const rows = await tx.select({ type: contacts.contact_type_id }).from(contacts).where(eq(contacts.pad_id, padId));
  return rows.some((c) => isEditableContactType(c.type));
}

export async function applyContactTab(
  tx: Tx,
  pad: PadRow,
  values: PadContactTabValues,
): Promise<PadWriteOutcome<{ wasContactable: boolean; isContactable: boolean }>> {
  const errors: FieldErrors = {};
  const hisc = values.hisc ? `${values.hisc_country_code.toUpperCase()}${values.hisc}` : null;
  if (await missingIds(tx, categories, [values.category_id]))
    errors.category_id = ['The selected category is invalid.'];
  if (await missingIds(tx, tags, values.tags)) errors.tags = ['The selected tags is invalid.'];
  if (hisc) {
    const [taken] = await tx
      .select({ id: pads.id })
      .from(pads)
      .where(and(eq(pads.hisc, hisc), ne(pads.id, pad.id)))
      .limit(1);
    if (taken) errors.hisc = ['The hisc has already been taken.'];
  }
  const existing = await tx.select().from(contacts).where(eq(contacts.pad_id, pad.id)).orderBy(contacts.id);
  const editable = existing.filter((c) => isEditableContactType(c.contact_type_id));
  values.contacts.forEach((c, i) => {
    if (c.id != null && !editable.some((e) => e.id === c.id))
      errors[`contacts.${i}.id`] = ['This contact does not belong to the pad.'];
  });
  if (Object.keys(errors).length) throw validationFailed(errors);

  const location = await completeLocation(tx, values.location);
  const after = {
    name: values.name,
    category_id: values.category_id,
    hisc,
    icao: values.icao || null,
    is_api_accessible: values.is_api_accessible,
    website: values.website || null,
    twitter_handle: values.twitter_handle ? `@${values.twitter_handle}` : null,
    trip_advisor_rating: values.trip_advisor_rating == null ? null : values.trip_advisor_rating.toFixed(1),
    ...location,
  };
  const changes = diffFields(
    {
      ...pad,
      trip_advisor_rating: pad.trip_advisor_rating == null ? null : Number(pad.trip_advisor_rating).toFixed(1),
    },
    after,
    PAD_CONTACT_FIELDS,
  );
  linkChange(changes, 'tags', await replaceLinks(tx, padTags, 'tag_id', pad.id, values.tags));

  // Contacts of types 1 and 4: update those sent with an id, add the others, delete the missing ones.
  const keep = new Set(values.contacts.map((c) => c.id).filter((id): id is number => id != null));
  const removed = editable.filter((c) => !keep.has(c.id));
  if (removed.length)
    await tx.delete(contacts).where(
      inArray(
        contacts.id,
        removed.map((c) => c.id),
      ),
    );
  for (const c of values.contacts) {
    const row = {
      name: c.name || null,
      email: c.email || null,
      phone: c.phone || null,
      contact_type_id: c.contact_type_id,
    };
    if (c.id != null)
      await tx
        .update(contacts)
        .set({ ...row, updated_at: new Date() })
        .where(eq(contacts.id, c.id));
    else await tx.insert(contacts).values({ ...row, pad_id: pad.id });
  }
  const now = await tx.select().from(contacts).where(eq(contacts.pad_id, pad.id)).orderBy(contacts.id);
  // A pad keeps one primary contact: when it was deleted or lost its e-mail and phone, the first
  // eligible contact takes its place.
  const primary = now.find((c) => c.is_primary);
  if (!primary || !hasReach(primary)) {
    const next = now.find((c) => isEditableContactType(c.contact_type_id) && hasReach(c));
    if (next && next.id !== primary?.id) {
      await tx
        .update(contacts)
        .set({ is_primary: sql`${contacts.id} = ${next.id}` })
        .where(eq(contacts.pad_id, pad.id));
    }
  }
  const shape = (list: typeof existing) =>
    list
      .filter((c) => isEditableContactType(c.contact_type_id))
      .map(({ id, name, email, phone, contact_type_id }) => ({ id, name, email, phone, contact_type_id }));
  const contactDiff = diffFields({ contacts: shape(existing) }, { contacts: shape(now) });
  Object.assign(changes, contactDiff);

  const reachable = (list: typeof existing) =>
    list.some((c) => isEditableContactType(c.contact_type_id) && hasReach(c));
  return {
    action: 'pad_updated',
    // Whether pilots can phone it follows its contacts' numbers (read in its country when they have no '+').
    set: { ...after, is_phonable: padIsPhonable(now, after.country_code) },
    changes,
    details: { tab: 'contact' },
    result: { wasContactable: reachable(existing), isContactable: reachable(now) },
  };
}

export async function applyLandingTab(
  tx: Tx,
  pad: PadRow,
  values: PadLandingTabValues,
): Promise<PadWriteOutcome<null>> {
  const errors: FieldErrors = {};
  if (await missingIds(tx, warnings, values.warnings)) errors.warnings = ['The selected warnings is invalid.'];
  if (await missingIds(tx, facilities, values.facilities)) errors.facilities = ['The selected facilities is invalid.'];
  if (values.landing_fee_id != null && (await missingIds(tx, landingFees, [values.landing_fee_id])))
    errors.landing_fee_id = ['The selected landing fee is invalid.'];
  if (Object.keys(errors).length) throw validationFailed(errors);
  const after = {
    is_landing_permitted: values.is_landing_permitted,
    is_landing_advice_displayed: values.is_landing_advice_displayed,
    landing_advice: values.landing_advice || null,
    site_information: values.site_information || null,
    landing_fee_id: values.landing_fee_id ?? null,
  };
  const changes = diffFields(pad, after, Object.keys(after));
  linkChange(changes, 'warnings', await replaceLinks(tx, padWarnings, 'warning_id', pad.id, values.warnings));
  linkChange(changes, 'facilities', await replaceLinks(tx, padFacilities, 'facility_id', pad.id, values.facilities));
  return { action: 'pad_updated', set: after, changes, details: { tab: 'landing' }, result: null };
}
