// /api/admin/announcement…: the announcements the panel manages (list, create/rename, publish, archive,
// order, slide upload); /api/announcements: the feed the apps read.
import { Type, type Static } from 'typebox';
import { boolean, mixed, number, object } from 'yup';
import { LIST_ENTITY } from '../lists.ts';
import { ANNOUNCEMENT_DEVICES } from '../schemas/announcementSchema.ts';
import { announcementNameSchema, announcementOrderSchema } from '../schemas/index.ts';
import { Data, DateTime, errorResponses, IdParams, MULTIPART, Nullable, StringEnum } from './common.ts';
import { yupBody } from './fromYup.ts';
import { ListPage, listExportSchemas, listPageSchemas, type ListContract } from './lists.ts';

/** One image of an announcement on one platform. */
export const Slide = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  file_url: Type.String(),
  thumb_url: Type.String(),
  device_type: StringEnum(ANNOUNCEMENT_DEVICES),
  order: Type.Integer(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  frames: Type.Integer(),
  created_at: DateTime,
});
export type Slide = Static<typeof Slide>;

/** A platform's part: on when its slides are published. */
export const PlatformPart = Type.Object({
  is_enabled: Type.Boolean(),
  is_published: Type.Boolean(),
  uploads: Type.Array(Slide),
});
export type PlatformPart = Static<typeof PlatformPart>;

/** The announcement as the panel reads it (api/src/modules/announcements/present.ts). */
export const Announcement = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  order: Type.Integer(),
  version: Type.Integer(),
  deleted_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
  is_published_android: Type.Boolean(),
  is_published_ios: Type.Boolean(),
  is_enabled: Type.Boolean(),
  uploads_count: Type.Integer(),
  uploads: Type.Array(Slide),
  android: PlatformPart,
  ios: PlatformPart,
});
export type Announcement = Static<typeof Announcement>;

export const AnnouncementReply = Data(Announcement);
/** PUT /admin/announcement/order-announcements: every announcement in its new order. */
export const AnnouncementsReply = Data(Type.Array(Announcement));

/** A row of GET /admin/announcement (api/src/modules/announcements/announcements.list.ts). */
export const AnnouncementListRow = Type.Object({
  order: Type.Integer(),
  id: Type.Integer(),
  name: Type.String(),
  uploads_count: Type.Integer(),
  is_published_android: Type.Boolean(),
  is_published_ios: Type.Boolean(),
  created_at: DateTime,
  deleted_at: Nullable(DateTime),
});
export type AnnouncementListRow = Static<typeof AnnouncementListRow>;
export const AnnouncementListPage = ListPage(AnnouncementListRow);

/** One slide of the apps' feed. */
export const FeedSlide = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  thumb_url: Type.String(),
  mime: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  order: Type.Integer(),
});

/** GET /announcements: what an app shows, published on its device, in order. */
export const AnnouncementFeed = Data(
  Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), order: Type.Integer(), slides: Type.Array(FeedSlide) }),
  ),
);
export type AnnouncementFeed = Static<typeof AnnouncementFeed>;

export const AnnouncementFeedQuery = Type.Object({
  device: Type.Optional(Type.String({ description: 'android (default) or ios' })),
});

const tags = ['announcements'];

const optionalInteger = (name: string) =>
  number().typeError(`The ${name} must be a whole number.`).integer(`The ${name} must be a whole number.`).min(1);

/** Create (name, order) or rename (announcement_id, name, and the version it was loaded with). */
export const saveAnnouncementSchema = announcementNameSchema.shape({
  announcement_id: optionalInteger('announcement_id'),
  order: optionalInteger('order'),
  version: optionalInteger('version'),
});

export const deviceSchema = mixed<(typeof ANNOUNCEMENT_DEVICES)[number]>()
  .oneOf([...ANNOUNCEMENT_DEVICES], 'The device must be android or ios.')
  .required('The device must be android or ios.');

export const publishSchema = object({
  device: deviceSchema,
  is_published: boolean().strict().typeError('The is_published field must be true or false.'),
});

const one = AnnouncementReply;

/** The announcements list (api/src/modules/announcements/announcements.list.ts). */
export const announcementListContract = {
  entity: LIST_ENTITY.announcements,
  row: AnnouncementListRow,
  tag: 'lists',
  filters: [
    'id',
    'name',
    'is_published_android',
    'is_published_ios',
    'is_archived',
    'uploads_count',
    'created_at',
    'deleted_at',
  ],
  sorts: [
    'order',
    'id',
    'name',
    'uploads_count',
    'is_published_android',
    'is_published_ios',
    'created_at',
    'deleted_at',
  ],
} as const satisfies ListContract;

export const announcementsSchemas = {
  list: listPageSchemas(announcementListContract, 'List announcements'),
  listCsv: listExportSchemas(
    announcementListContract,
    'Export announcements as CSV (same filters, keyword and sort as the list; every page)',
  ),
  save: {
    tags,
    summary:
      'Create an announcement ({ name, order }: appended last) or rename one ({ announcement_id, name, version })',
    body: yupBody(saveAnnouncementSchema),
    response: { 200: one, 201: one, ...errorResponses(401, 403, 404, 409, 422) },
  },
  show: {
    tags,
    summary: 'One announcement with its slides per platform',
    params: IdParams,
    response: { 200: one, ...errorResponses(401, 403, 404, 422) },
  },
  publish: {
    tags,
    summary: "Publish or unpublish one platform's slides (refused without slides of that platform)",
    params: IdParams,
    body: yupBody(publishSchema, 'is_published: the state wanted; without it the state flips.'),
    response: { 200: one, ...errorResponses(401, 403, 404, 422) },
  },
  archive: {
    tags,
    summary: 'Archive or unarchive an announcement (data.deleted_at is the new state)',
    params: IdParams,
    response: { 200: one, ...errorResponses(401, 403, 404, 422) },
  },
  order: {
    tags,
    summary:
      'Reorder announcements: the items sent take, in their new relative order, the positions they held; all are renumbered from 1',
    body: yupBody(announcementOrderSchema),
    response: { 200: AnnouncementsReply, ...errorResponses(401, 403, 422) },
  },
  slideUpload: {
    tags,
    summary:
      'Add images (PNG, JPEG or GIF by content; multipart `upload` files and `device_type`) to one platform of an announcement; at most 5 images per announcement',
    ...MULTIPART,
    params: IdParams,
    response: { 201: one, ...errorResponses(401, 403, 404, 413, 422) },
  },
  feed: {
    tags,
    summary:
      'The announcements an app shows: published on that device, not archived, in order, with their slides (ETag; 304 when unchanged)',
    querystring: AnnouncementFeedQuery,
    response: {
      200: AnnouncementFeed,
      304: Type.Unsafe<void>({ type: 'null', description: 'Not modified' }),
      ...errorResponses(401, 422),
    },
  },
};
