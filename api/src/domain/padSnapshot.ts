// A pad as a revision stores it (`prev` / `next`, spec part 3 §3 "Pad (merge view)"): the editable
// fields with the location, links and contacts. Reading one, and writing the fields one snapshot changed
// relative to another onto a pad, serve accepting an update, reverting it and the moderation merge.
import { CONTACT_TYPE } from '@pads/contracts';
import { refreshPadPairs } from './duplicatePairs.js';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { contacts, padFacilities, pads, padTags, padWarnings } from '../db/schema.js';
import type { DbOrTx } from './auditLog.js';
import { diffFields, type FieldChanges } from './auditLog.js';
import { refreshPhonable } from './padPhonable.js';

// The stored shape is declared with the table that stores it (db/ imports nothing from domain/).
export type { PadSnapshot, SnapshotContact } from '../db/padSnapshot.js';
import type { PadSnapshot, SnapshotContact } from '../db/padSnapshot.js';

/** The snapshot fields compared and applied one by one (a changed location applies as a whole). */
export const SNAPSHOT_FIELDS = [
  'name',
  'category_id',
  'status_id',
  'is_landing_permitted',
  'icao',
  'hisc',
  'landing_fees',
  'site_information',
  'landing_advice',
  'location',
  'pad_social',
  'tags',
  'warnings',
  'facilities',
  'contacts',
] as const;

/** The pad as a snapshot, or null when it does not exist. */
export async function loadPadSnapshot(db: DbOrTx, padId: number): Promise<PadSnapshot | null> {
  const [pad] = await db.select().from(pads).where(eq(pads.id, padId)).limit(1);
  if (!pad) return null;
  // One after the other: `db` is often a transaction, whose single connection runs one query at a time
  // (pg queues concurrent ones today and will refuse them in pg 9).
  const contactRows = await db.select().from(contacts).where(eq(contacts.pad_id, padId)).orderBy(asc(contacts.id));
  const tagRows = await db
    .select({ id: sql<number>`tag_id` })
    .from(padTags)
    .where(eq(padTags.pad_id, padId));
  const warningRows = await db
    .select({ id: sql<number>`warning_id` })
    .from(padWarnings)
    .where(eq(padWarnings.pad_id, padId));
  const facilityRows = await db
    .select({ id: sql<number>`facility_id` })
    .from(padFacilities)
    .where(eq(padFacilities.pad_id, padId));
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
  return {
    id: pad.id,
    name: pad.name,
    category_id: pad.category_id,
    status_id: pad.status_id,
    is_landing_permitted: pad.is_landing_permitted,
    icao: pad.icao,
    hisc: pad.hisc,
    landing_fees: pad.landing_fee_id,
    site_information: pad.site_information,
    landing_advice: pad.landing_advice,
    is_owned: contactRows.some((c) => c.contact_type_id === CONTACT_TYPE.Owner && c.is_claimed),
    deleted_at: pad.deleted_at?.toISOString() ?? null,
    location: {
      name: pad.address,
      latitude: pad.latitude,
      longitude: pad.longitude,
      region: pad.region,
      country: pad.country,
      country_code: pad.country_code,
      county: pad.county,
      is_address_split: pad.is_address_split,
    },
    pad_social: {
      website: pad.website,
      twitter_handle: pad.twitter_handle,
      trip_advisor_rating: pad.trip_advisor_rating == null ? null : Number(pad.trip_advisor_rating),
    },
    tags: ids(tagRows),
    warnings: ids(warningRows),
    facilities: ids(facilityRows),
    contacts: contactRows.map((c) => ({
      id: c.id,
      contact_type_id: c.contact_type_id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      is_primary: c.is_primary,
    })),
  };
}

/**
 * Writes onto the pad the fields in which `to` differs from `from` (a three-way apply: a field the
 * submitter did not touch keeps whatever the pad holds now, even if an admin changed it since).
 * Contacts: only pad contacts (type 1) are replaced from the snapshot; owners (4) are managed by the
 * owner calls and type 2 is never touched. Bumps the pad's version. Returns the changed fields.
 */
export async function applySnapshotChanges(
  tx: DbOrTx,
  padId: number,
  from: PadSnapshot | null,
  to: PadSnapshot,
): Promise<FieldChanges> {
  const changes = diffFields(
    (from ?? {}) as unknown as Record<string, unknown>,
    to as unknown as Record<string, unknown>,
    SNAPSHOT_FIELDS,
  );
  const changed = (field: (typeof SNAPSHOT_FIELDS)[number]) => Object.hasOwn(changes, field);
  const set: Partial<typeof pads.$inferInsert> = {};
  if (changed('name')) set.name = to.name;
  if (changed('category_id')) set.category_id = to.category_id;
  if (changed('status_id')) set.status_id = to.status_id;
  if (changed('is_landing_permitted')) set.is_landing_permitted = to.is_landing_permitted;
  if (changed('icao')) set.icao = to.icao;
  if (changed('hisc')) set.hisc = to.hisc;
  if (changed('landing_fees')) set.landing_fee_id = to.landing_fees;
  if (changed('site_information')) set.site_information = to.site_information;
  if (changed('landing_advice')) set.landing_advice = to.landing_advice;
  if (changed('location')) {
    Object.assign(set, {
      address: to.location.name,
      latitude: to.location.latitude,
      longitude: to.location.longitude,
      region: to.location.region,
      country: to.location.country,
      country_code: to.location.country_code,
      county: to.location.county,
      is_address_split: to.location.is_address_split ?? false,
    });
  }
  if (changed('pad_social')) {
    Object.assign(set, {
      website: to.pad_social.website,
      twitter_handle: to.pad_social.twitter_handle,
      trip_advisor_rating: to.pad_social.trip_advisor_rating == null ? null : String(to.pad_social.trip_advisor_rating),
    });
  }
  await tx
    .update(pads)
    .set({ ...set, version: sql`${pads.version} + 1`, updated_at: new Date() })
    .where(eq(pads.id, padId));
  if (changed('tags')) await replaceLinks(tx, padTags, padId, to.tags, 'tag_id');
  if (changed('warnings')) await replaceLinks(tx, padWarnings, padId, to.warnings, 'warning_id');
  if (changed('facilities')) await replaceLinks(tx, padFacilities, padId, to.facilities, 'facility_id');
  if (changed('contacts')) await replacePadContacts(tx, padId, to.contacts);
  // Its numbers, or the country its national numbers are read in, may have changed.
  if (changed('contacts') || changed('location')) await refreshPhonable(tx, [padId]);
  // A moved pad has new neighbours: its duplicate pairs are rewritten in this transaction.
  if (changed('location')) await refreshPadPairs(tx, [padId]);
  return changes;
}

type LinkTable = typeof padTags | typeof padWarnings | typeof padFacilities;

async function replaceLinks(tx: DbOrTx, table: LinkTable, padId: number, ids: number[], key: string): Promise<void> {
  await tx.delete(table).where(eq(table.pad_id, padId));
  const unique = [...new Set(ids)];
  if (unique.length) await tx.insert(table).values(unique.map((id) => ({ pad_id: padId, [key]: id }) as never));
}

async function replacePadContacts(tx: DbOrTx, padId: number, wanted: SnapshotContact[]): Promise<void> {
  const padContacts = wanted.filter((c) => c.contact_type_id === CONTACT_TYPE.PadContact);
  const keep = padContacts.map((c) => c.id).filter((id): id is number => typeof id === 'number');
  await tx
    .delete(contacts)
    .where(
      and(
        eq(contacts.pad_id, padId),
        eq(contacts.contact_type_id, CONTACT_TYPE.PadContact),
        keep.length ? notInArray(contacts.id, keep) : sql`TRUE`,
      ),
    );
  const existing = keep.length
    ? new Set(
        (
          await tx
            .select({ id: contacts.id })
            .from(contacts)
            .where(and(eq(contacts.pad_id, padId), inArray(contacts.id, keep)))
        ).map((r) => r.id),
      )
    : new Set<number>();
  for (const c of padContacts) {
    const values = { name: c.name, email: c.email, phone: c.phone, is_primary: c.is_primary, updated_at: new Date() };
    if (c.id != null && existing.has(c.id)) await tx.update(contacts).set(values).where(eq(contacts.id, c.id));
    else await tx.insert(contacts).values({ ...values, pad_id: padId, contact_type_id: CONTACT_TYPE.PadContact });
  }
}

/** The fields a pad form holds (the pad-create shape), as the app sends a suggested change. */
export interface PadFormValues {
  name: string;
  category_id: number;
  is_landing_permitted: boolean;
  hisc_country_code: string;
  hisc: string;
  icao: string;
  landing_fee_id: number | null;
  tags: number[];
  warnings: number[];
  facilities: number[];
  location: {
    address: string;
    country: string;
    county: string;
    region: string;
    country_code: string;
    latitude: number;
    longitude: number;
  };
  contacts: { name: string; phone: string; email: string; contact_type_id: number }[];
  website: string;
  twitter_handle: string;
  trip_advisor_rating: number | null;
  site_information: string;
  landing_advice: string;
}

/**
 * `base` with a pad form's values: what the pad would be if the suggestion were taken whole. Pad
 * contacts (type 1) keep the ids of the base's pad contacts in order, so an edited contact is an
 * update, not a delete and an insert; other contact types stay as they are.
 */
export function snapshotWithFormValues(base: PadSnapshot, v: PadFormValues): PadSnapshot {
  const baseContacts = base.contacts.filter((c) => c.contact_type_id === CONTACT_TYPE.PadContact);
  const formContacts = v.contacts.filter((c) => c.contact_type_id === CONTACT_TYPE.PadContact);
  const hasPrimary = base.contacts.some((c) => c.is_primary && c.contact_type_id !== CONTACT_TYPE.PadContact);
  return {
    ...base,
    name: v.name,
    category_id: v.category_id,
    is_landing_permitted: v.is_landing_permitted,
    icao: v.icao || null,
    hisc: v.hisc ? `${v.hisc_country_code.toUpperCase()}${v.hisc}` : base.hisc,
    landing_fees: v.landing_fee_id ?? null,
    site_information: v.site_information || null,
    landing_advice: v.landing_advice || null,
    location: {
      name: v.location.address,
      latitude: v.location.latitude,
      longitude: v.location.longitude,
      region: v.location.region || base.location.region,
      country: v.location.country || base.location.country,
      country_code: (v.location.country_code || base.location.country_code || '').toUpperCase() || null,
      county: v.location.county || null,
      is_address_split: base.location.is_address_split,
    },
    pad_social: {
      website: v.website || null,
      twitter_handle: v.twitter_handle ? `@${v.twitter_handle.replace(/^@/, '')}` : null,
      trip_advisor_rating: v.trip_advisor_rating ?? null,
    },
    tags: [...new Set(v.tags)].sort((a, b) => a - b),
    warnings: [...new Set(v.warnings)].sort((a, b) => a - b),
    facilities: [...new Set(v.facilities)].sort((a, b) => a - b),
    contacts: [
      ...base.contacts.filter((c) => c.contact_type_id !== CONTACT_TYPE.PadContact),
      ...formContacts.map((c, i) => ({
        id: baseContacts[i]?.id ?? null,
        contact_type_id: CONTACT_TYPE.PadContact,
        name: c.name || null,
        email: c.email || null,
        phone: c.phone || null,
        is_primary: baseContacts[i]?.is_primary ?? (!hasPrimary && i === 0),
      })),
    ],
  };
}
