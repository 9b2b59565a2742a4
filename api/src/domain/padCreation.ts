// Creating a pad is shared by the panel (POST /admin/pads) and the pilot app (POST /api/app/pads): one writer.
// Pad SQL for create: reference checks, and the insert of a pad with everything it owns in one transaction
// (logged as 'pad_created'). Photo files are stored first (storage is not transactional); if anything after
// that fails, the transaction rolls back and the files are deleted, so a failed create leaves neither rows
// nor orphan files.
import { refreshPadPairs } from './duplicatePairs.js';
import { STATUS, type PadCreateValues } from '@pads/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  categories,
  contacts,
  contactTypes,
  facilities,
  landingFees,
  padFacilities,
  pads,
  padTags,
  padWarnings,
  tags,
  uploads,
  warnings,
} from '../db/schema.js';
import { diffFields, writeAuditLog } from './auditLog.js';
import type { FileStorage } from '../storage/index.js';
import { completeLocation } from './padLocation.js';
import { padIsPhonable } from '@pads/contracts/phone.ts';
import { deleteQuietly, storePhotos, type PreparedPhoto } from './photoFiles.js';

/** New pads wait for moderation (status 1 = unmoderated, spec §4). */
export const NEW_PAD_STATUS = STATUS.Unmoderated;

/** The pad's own columns whose values go into the creation's log entry. */
const LOGGED_FIELDS = [
  'name',
  'category_id',
  'status_id',
  'is_landing_permitted',
  'is_api_accessible',
  'hisc',
  'icao',
  'landing_fee_id',
  'country_code',
  'latitude',
  'longitude',
] as const;

export interface CreatePadCommand {
  pad: PadCreateValues;
  hisc: string | null;
  photos: PreparedPhoto[];
  submitterId: number;
}

export type CreatedPad = typeof pads.$inferSelect & {
  contacts: (typeof contacts.$inferSelect)[];
  uploads: (typeof uploads.$inferSelect)[];
  tags: number[];
  warnings: number[];
  facilities: number[];
};

export async function createPad(db: Db, storage: FileStorage, command: CreatePadCommand): Promise<CreatedPad> {
  const { pad, photos } = command;
  const location = await completeLocation(db, pad.location);
  const stored = await storePhotos(storage, photos);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pads)
        .values({
          name: pad.name,
          category_id: pad.category_id,
          status_id: NEW_PAD_STATUS,
          is_landing_permitted: pad.is_landing_permitted,
          is_api_accessible: pad.is_api_accessible,
          submitter_user_id: command.submitterId,
          hisc: command.hisc,
          icao: pad.icao || null,
          landing_fee_id: pad.landing_fee_id ?? null,
          site_information: pad.site_information || null,
          landing_advice: pad.landing_advice || null,
          description: pad.description || null,
          notes: pad.notes || null,
          website: pad.website || null,
          twitter_handle: pad.twitter_handle ? `@${pad.twitter_handle}` : null,
          trip_advisor_rating: pad.trip_advisor_rating == null ? null : String(pad.trip_advisor_rating),
          ...location,
          is_phonable: padIsPhonable(pad.contacts, location.country_code),
        })
        .returning();
      const padId = row!.id;
      const contactRows = await tx
        .insert(contacts)
        .values(
          pad.contacts.map((c, index) => ({
            pad_id: padId,
            name: c.name || null,
            phone: c.phone || null,
            email: c.email || null,
            contact_type_id: c.contact_type_id,
            // The first contact is the primary one until an admin changes it on the pad view.
            is_primary: index === 0,
          })),
        )
        .returning();
      if (pad.tags.length)
        await tx.insert(padTags).values(unique(pad.tags).map((tag_id) => ({ pad_id: padId, tag_id })));
      if (pad.warnings.length)
        await tx.insert(padWarnings).values(unique(pad.warnings).map((warning_id) => ({ pad_id: padId, warning_id })));
      if (pad.facilities.length)
        await tx
          .insert(padFacilities)
          .values(unique(pad.facilities).map((facility_id) => ({ pad_id: padId, facility_id })));
      const uploadRows = stored.length
        ? await tx
            .insert(uploads)
            .values(
              stored.map((file, order) => ({
                pad_id: padId,
                user_id: command.submitterId,
                title: file.title,
                file_key: file.fileKey,
                thumb_key: file.thumbKey,
                mime: file.mime,
                size: file.size,
                direction: pad.photos[order]?.direction ?? null,
                order,
              })),
            )
            .returning()
        : [];
      await refreshPadPairs(tx, [padId]);
      await writeAuditLog(tx, {
        userId: command.submitterId,
        action: 'pad_created',
        entityType: 'pad',
        entityId: padId,
        padId,
        changes: diffFields({}, row!, LOGGED_FIELDS),
        details: { contacts: contactRows.length, photos: stored.length },
      });
      return {
        ...row!,
        contacts: contactRows,
        uploads: uploadRows,
        tags: unique(pad.tags),
        warnings: unique(pad.warnings),
        facilities: unique(pad.facilities),
      };
    });
  } catch (error) {
    await deleteQuietly(
      storage,
      stored.flatMap((s) => [s.fileKey, s.thumbKey]),
    );
    throw error;
  }
}

const unique = (ids: number[]) => [...new Set(ids)];

// Ids the pad points at must exist; checked before anything is written so the answer is a 422 on
// the right field instead of a foreign-key error halfway through the transaction.
type FieldErrors = Record<string, string[]>;

export async function existingIds(db: Db, table: PgTable & { id: PgColumn }, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Set(rows.map((r) => Number(r.id)));
}

export async function checkReferences(db: Db, pad: PadCreateValues, hisc: string | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const invalid = (field: string) =>
    (errors[field] = [`The selected ${field.replace(/^.*\./, '').replace(/_id$/, '').replace(/_/g, ' ')} is invalid.`]);

  const [category, contactTypeIds, tagIds, warningIds, facilityIds, fee] = await Promise.all([
    existingIds(db, categories, [pad.category_id]),
    existingIds(
      db,
      contactTypes,
      pad.contacts.map((c) => c.contact_type_id),
    ),
    existingIds(db, tags, pad.tags),
    existingIds(db, warnings, pad.warnings),
    existingIds(db, facilities, pad.facilities),
    existingIds(db, landingFees, pad.landing_fee_id == null ? [] : [pad.landing_fee_id]),
  ]);
  if (!category.has(pad.category_id)) invalid('category_id');
  pad.contacts.forEach((c, i) => contactTypeIds.has(c.contact_type_id) || invalid(`contacts.${i}.contact_type_id`));
  if (pad.tags.some((id) => !tagIds.has(id))) invalid('tags');
  if (pad.warnings.some((id) => !warningIds.has(id))) invalid('warnings');
  if (pad.facilities.some((id) => !facilityIds.has(id))) invalid('facilities');
  if (pad.landing_fee_id != null && !fee.has(pad.landing_fee_id)) invalid('landing_fee_id');

  if (hisc) {
    const [taken] = await db.select({ id: pads.id }).from(pads).where(eq(pads.hisc, hisc)).limit(1);
    if (taken) errors.hisc = ['The hisc has already been taken.'];
  }
  return errors;
}

/**
 * The row's location columns. The form sends what the geocoder found; when it found nothing (no network)
 * the country comes from the coordinates and the region from our table, as for /api/geo/reverse.
 */
