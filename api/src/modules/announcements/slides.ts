// Announcement slides: adding images to one platform, and the `announcement_slide` upload target that the
// generic DELETE /api/uploads/:id and POST /api/uploads/add-upload-order call for slide ids.
import { MAX_ANNOUNCEMENT_IMAGES, type AnnouncementDevice } from '@pads/contracts';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, announcementUploads } from '../../db/schema.js';
import { writeAuditLog, type DbOrTx } from '../../domain/auditLog.js';
import type { UploadOrderItem, UploadTarget } from '../../domain/uploadTargets.js';
import { notFound, validationFailed } from '../../errors.js';
import type { FileStorage } from '../../storage/index.js';
import { deleteQuietly, storePhotos, type PreparedPhoto } from '../../domain/photoFiles.js';
import {
  assertKnownIds,
  countSlides,
  IMAGE_LIMIT_MESSAGE,
  permuteInPlace,
  publishedColumn,
  type SlideRow,
} from './repository.js';

const ENTITY = 'announcement';
const STORAGE_PREFIX = 'announcements';

const lockedMessage = (device: AnnouncementDevice) =>
  `The ${device === 'ios' ? 'iOS' : 'Android'} slides are published: unpublish them to change them.`;

/** The ordinary refusals, checked before any file is written (and again under the row lock). */
export async function assertCanAdd(
  db: DbOrTx,
  announcementId: number,
  device: AnnouncementDevice,
  adding: number,
  lock = false,
): Promise<void> {
  const query = db.select().from(announcements).where(eq(announcements.id, announcementId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Announcement');
  if (row[publishedColumn(device)]) throw validationFailed({ device_type: [lockedMessage(device)] });
  if ((await countSlides(db, announcementId)) + adding > MAX_ANNOUNCEMENT_IMAGES) {
    throw validationFailed({ upload: [IMAGE_LIMIT_MESSAGE] });
  }
}

export async function addSlides(
  db: Db,
  storage: FileStorage,
  input: {
    announcementId: number;
    device: AnnouncementDevice;
    photos: PreparedPhoto[];
    titles: string[];
    userId: number;
  },
): Promise<SlideRow[]> {
  const stored = await storePhotos(storage, input.photos, STORAGE_PREFIX);
  try {
    return await db.transaction(async (tx) => {
      await assertCanAdd(tx, input.announcementId, input.device, input.photos.length, true);
      const [{ last } = { last: 0 }] = await tx
        .select({ last: max(announcementUploads.order) })
        .from(announcementUploads)
        .where(
          and(
            eq(announcementUploads.announcement_id, input.announcementId),
            eq(announcementUploads.device_type, input.device),
          ),
        );
      const rows = await tx
        .insert(announcementUploads)
        .values(
          stored.map((file, index) => ({
            announcement_id: input.announcementId,
            device_type: input.device,
            title: (input.titles[index] || `image-${index + 1}`).slice(0, 255),
            file_key: file.fileKey,
            thumb_key: file.thumbKey,
            mime: file.mime,
            size: file.size,
            width: input.photos[index]!.width,
            height: input.photos[index]!.height,
            frames: input.photos[index]!.frames,
            order: (last ?? 0) + index + 1,
            user_id: input.userId,
          })),
        )
        .returning();
      await tx
        .update(announcements)
        .set({ updated_at: new Date(), updated_by: input.userId })
        .where(eq(announcements.id, input.announcementId));
      await writeAuditLog(tx, {
        userId: input.userId,
        action: 'announcement_slides_added',
        entityType: ENTITY,
        entityId: input.announcementId,
        details: { device: input.device, upload_ids: rows.map((row) => row.id), titles: rows.map((r) => r.title) },
      });
      return rows;
    });
  } catch (error) {
    await deleteQuietly(
      storage,
      stored.flatMap((file) => [file.fileKey, file.thumbKey]),
    );
    throw error;
  }
}

/** Locks the slide's announcement and refuses changes to a published platform. */
async function lockOwner(tx: DbOrTx, slide: Pick<SlideRow, 'announcement_id' | 'device_type'>): Promise<void> {
  const [owner] = await tx
    .select()
    .from(announcements)
    .where(eq(announcements.id, slide.announcement_id))
    .for('update');
  if (owner?.[publishedColumn(slide.device_type)]) throw validationFailed({ id: [lockedMessage(slide.device_type)] });
}

async function renumber(tx: DbOrTx, ordered: Pick<SlideRow, 'id' | 'order'>[]): Promise<void> {
  const updates = ordered
    .map((slide, index) => ({ id: slide.id, order: index + 1, before: slide.order }))
    .filter((slide) => slide.order !== slide.before);
  if (!updates.length) return;
  const cases = sql.join(
    updates.map((slide) => sql`WHEN ${slide.id} THEN ${slide.order}::int`),
    sql` `,
  );
  await tx
    .update(announcementUploads)
    .set({ order: sql`CASE ${announcementUploads.id} ${cases} END` })
    .where(
      inArray(
        announcementUploads.id,
        updates.map((slide) => slide.id),
      ),
    );
}

const platformSlides = (tx: DbOrTx, slide: Pick<SlideRow, 'announcement_id' | 'device_type'>) =>
  tx
    .select()
    .from(announcementUploads)
    .where(
      and(
        eq(announcementUploads.announcement_id, slide.announcement_id),
        eq(announcementUploads.device_type, slide.device_type),
      ),
    )
    .orderBy(asc(announcementUploads.order), asc(announcementUploads.id));

export const slideUploads: UploadTarget = {
  name: 'announcement_slide',

  async owned(db, ids) {
    if (!ids.length) return [];
    const rows = await db
      .select({ id: announcementUploads.id })
      .from(announcementUploads)
      .where(inArray(announcementUploads.id, ids));
    return rows.map((row) => row.id);
  },

  async deleteById(tx, id, userId) {
    const [slide] = await tx.select().from(announcementUploads).where(eq(announcementUploads.id, id));
    if (!slide) throw notFound('Upload');
    await lockOwner(tx, slide);
    await tx.delete(announcementUploads).where(eq(announcementUploads.id, id));
    await renumber(tx, await platformSlides(tx, slide));
    await tx
      .update(announcements)
      .set({ updated_at: new Date(), updated_by: userId })
      .where(eq(announcements.id, slide.announcement_id));
    await writeAuditLog(tx, {
      userId,
      action: 'announcement_slide_deleted',
      entityType: ENTITY,
      entityId: slide.announcement_id,
      details: { device: slide.device_type, upload_id: id, title: slide.title },
    });
    return [slide.file_key, slide.thumb_key];
  },

  async reorder(tx, items: UploadOrderItem[], userId) {
    const slides = await tx
      .select()
      .from(announcementUploads)
      .where(
        inArray(
          announcementUploads.id,
          items.map((item) => item.id),
        ),
      );
    const owners = new Set(slides.map((slide) => `${slide.announcement_id}:${slide.device_type}`));
    if (owners.size !== 1) {
      throw validationFailed({ uploads: ['The slides of one reorder must belong to one announcement and platform.'] });
    }
    const first = slides[0]!;
    await lockOwner(tx, first);
    const current = await platformSlides(tx, first);
    assertKnownIds(items, new Set(current.map((slide) => slide.id)), 'uploads');
    const next = permuteInPlace(current, items);
    await renumber(
      tx,
      next.map((slide) => ({ id: slide.id, order: slide.order })),
    );
    await writeAuditLog(tx, {
      userId,
      action: 'announcement_slides_reordered',
      entityType: ENTITY,
      entityId: first.announcement_id,
      changes: {
        order: { before: current.map((slide) => slide.id), after: next.map((slide) => slide.id) },
      },
      details: { device: first.device_type },
    });
  },
};
