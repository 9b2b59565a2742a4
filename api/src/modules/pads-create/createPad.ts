// Writes a new pad with everything it owns in one transaction. Photo files are stored first (storage
// is not transactional); if anything after that fails, the transaction rolls back and the files are
// deleted, so a failed create leaves neither rows nor orphan files.
import type { PadCreateValues } from '@pads/contracts';
import type { Db } from '../../db/client.js';
import { contacts, padFacilities, pads, padTags, padWarnings, uploads } from '../../db/schema.js';
import type { FileStorage } from '../../storage/index.js';
import { completeLocation } from '../../domain/padLocation.js';
import { deleteQuietly, storePhotos, type PreparedPhoto } from '../uploads/photoFiles.js';

/** New pads wait for moderation (status 1 = unmoderated, spec §4). */
export const NEW_PAD_STATUS = 1;

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
