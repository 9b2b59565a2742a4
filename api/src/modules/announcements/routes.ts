// Announcements: the admin routes (/api/admin/announcement…), the slide upload (/api/uploads/multiple-upload/
// announcement/:id, admins only) and the feed the apps read (/api/announcements, any signed-in user).
import multipart from '@fastify/multipart';
import {
  DEFAULT_ANNOUNCEMENT_DEVICE,
  MAX_ANNOUNCEMENT_IMAGES,
  announcementOrderSchema,
  type AnnouncementDevice,
} from '@pads/contracts';
import { announcementListContract, deviceSchema, publishSchema, saveAnnouncementSchema } from '@pads/contracts/api';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { registerUploadTarget } from '../../domain/uploadTargets.js';
import { AppError, notFound, validationFailed } from '../../errors.js';
import { mountList } from '../../lists/index.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { validate } from '../../validation.js';
import { MAX_PHOTO_BYTES, preparePhotos, type IncomingPhoto } from '../../domain/photoFiles.js';
import { announcementList } from './announcements.list.js';
import { etagOf, matchesEtag, readFeed } from './feed.js';
import { presentAnnouncement } from './present.js';
import {
  IMAGE_LIMIT_MESSAGE,
  createAnnouncement,
  findAnnouncement,
  renameAnnouncement,
  reorderAnnouncements,
  setPublished,
  slidesOf,
  toggleArchived,
  type AnnouncementRow,
} from './repository.js';
import { addSlides, assertCanAdd, slideUploads } from './slides.js';
import { endpoints, route } from '../../endpoints.js';

const { announcements } = endpoints;

async function present(app: AppInstance, row: AnnouncementRow) {
  return { data: presentAnnouncement(row, await slidesOf(app.db, row.id), app.config.publicUrl) };
}

/** Mounted in the admin scope (/api/admin): every route needs an admin. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  mountList(app, { page: announcements.list, csv: announcements.listCsv }, announcementList, announcementListContract);

  route(app, announcements.save, { validatorCompiler: yupBodyValidator }, async (request, reply) => {
    const body = await validate(saveAnnouncementSchema, request.body);
    const userId = request.user!.id;
    if (body.announcement_id !== undefined) {
      const row = await renameAnnouncement(app.db, {
        id: body.announcement_id,
        name: body.name,
        version: body.version,
        userId,
      });
      return present(app, row);
    }
    // New announcements are appended: a client's `order` (list length + 1) is the end when the list is
    // unfiltered, and a filtered or paged list must not insert into the middle of the apps' order.
    const row = await createAnnouncement(app.db, body.name, userId);
    return reply.code(201).send(await present(app, row));
  });

  route(app, announcements.show, { validatorCompiler: yupBodyValidator }, async (request) => {
    const row = await findAnnouncement(app.db, request.params.id);
    if (!row) throw notFound('Announcement');
    return present(app, row);
  });

  route(app, announcements.publish, { validatorCompiler: yupBodyValidator }, async (request) => {
    const body = await validate(publishSchema, request.body);
    const row = await setPublished(app.db, {
      id: request.params.id,
      device: body.device,
      published: body.is_published,
      userId: request.user!.id,
    });
    return present(app, row);
  });

  route(app, announcements.archive, { validatorCompiler: yupBodyValidator }, async (request) =>
    present(app, await toggleArchived(app.db, request.params.id, request.user!.id)),
  );

  route(app, announcements.order, { validatorCompiler: yupBodyValidator }, async (request) => {
    const body = await validate(announcementOrderSchema, request.body);
    const rows = await reorderAnnouncements(app.db, body.announcement, request.user!.id);
    return { data: await Promise.all(rows.map(async (row) => (await present(app, row)).data)) };
  });
};

const UPLOAD_FIELD = /^upload(?:s)?(?:\[\d*\])?$/;

interface SlideUploadInput {
  device: unknown;
  files: IncomingPhoto[];
}

async function readSlideUpload(request: FastifyRequest): Promise<SlideUploadInput> {
  if (!request.isMultipart()) throw validationFailed({ upload: ['Send the images as multipart/form-data.'] });
  const files: IncomingPhoto[] = [];
  let device: unknown;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_ANNOUNCEMENT_IMAGES, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'device_type') device = part.value;
        continue;
      }
      if (!UPLOAD_FIELD.test(part.fieldname)) {
        part.file.resume();
        continue;
      }
      try {
        files.push({ field: 'upload', filename: part.filename, data: await part.toBuffer() });
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, 'payload_too_large', `The image "${part.filename}" is larger than 10 MB.`, {
            [`upload.${files.length}`]: ['The image may not be larger than 10 MB.'],
          });
        }
        throw error;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw validationFailed({ upload: [IMAGE_LIMIT_MESSAGE] });
    throw error;
  }
  if (!files.length) throw validationFailed({ upload: ['Choose at least one image.'] });
  return { device, files };
}

async function readDevice(value: unknown, field: string): Promise<AnnouncementDevice> {
  try {
    return await deviceSchema.validate(value);
  } catch {
    throw validationFailed({ [field]: ['The device must be android or ios.'] });
  }
}

/** Mounted under /api: the slide upload (admins) and the apps' feed (any signed-in user). */
export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  registerUploadTarget(slideUploads);
  const storage = app.storage;

  route(
    app,
    announcements.slideUpload,
    { onRequest: app.requireAdmin, validatorCompiler: yupBodyValidator },
    async (request, reply) => {
      const id = request.params.id;
      const input = await readSlideUpload(request);
      const device = await readDevice(input.device ?? DEFAULT_ANNOUNCEMENT_DEVICE, 'device_type');
      await assertCanAdd(app.db, id, device, input.files.length);
      const photos = await preparePhotos(input.files, {
        accept: ['png', 'jpg', 'gif'],
        field: 'upload',
        message: 'The image must be a PNG, JPEG or GIF file.',
      });
      await addSlides(app.db, storage, {
        announcementId: id,
        device,
        photos,
        titles: input.files.map((file) => file.filename),
        userId: request.user!.id,
      });
      const row = await findAnnouncement(app.db, id);
      if (!row) throw notFound('Announcement');
      return reply.code(201).send(await present(app, row));
    },
  );

  route(app, announcements.feed, { onRequest: app.requireUser }, async (request, reply) => {
    const { device: raw } = request.query as { device?: string };
    const device = await readDevice(raw || DEFAULT_ANNOUNCEMENT_DEVICE, 'device');
    const body = { data: await readFeed(app.db, device, app.config.publicUrl) };
    const etag = etagOf(body);
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'Authorization');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return body;
  });
};
