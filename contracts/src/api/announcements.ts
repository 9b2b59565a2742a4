// /api/admin/announcement…: the announcements the panel manages (list, create/rename, publish, archive,
// order, slide upload); /api/announcements: the feed the apps read.
import { Type, type Static } from 'typebox';
import { ANNOUNCEMENT_DEVICES } from '../schemas/announcementSchema.ts';
import { Data, DateTime, Nullable, StringEnum } from './common.ts';
import { ListPage } from './lists.ts';

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
