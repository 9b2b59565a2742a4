// Announcements of the mobile apps and their slides (images per platform).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade, refSetNull } from './columns.js';
import { users } from './core.schema.js';

export const DEVICES = ['android', 'ios'] as const;
export type Device = (typeof DEVICES)[number];

/** `order` is the position in the apps' carousel list: 1..N over every announcement (archived ones too). */
export const announcements = pgTable(
  'announcements',
  {
    id: serialId(),
    name: varchar('name', { length: 200 }).notNull(),
    order: integer('order').notNull(),
    is_published_android: boolean('is_published_android').notNull().default(false),
    is_published_ios: boolean('is_published_ios').notNull().default(false),
    created_by: refSetNull('created_by', () => users.id),
    /** Bumped by every write: a rename carries the version it was made on, a stale one gets a 409. */
    version: integer('version').notNull().default(1),
    updated_by: refSetNull('updated_by', () => users.id),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Archived marker. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('announcements_order_idx').on(t.order, t.id)],
);

/**
 * Slides of an announcement. Ids come from the pad photos' sequence (`uploads_id_seq`), so an upload id is
 * unique across both tables and the generic `DELETE /api/uploads/:id` and `add-upload-order` can tell
 * whose it is (api/src/domain/uploadTargets.ts).
 */
export const announcementUploads = pgTable(
  'announcement_uploads',
  {
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('uploads_id_seq')`),
    announcement_id: refCascade('announcement_id', () => announcements.id),
    device_type: varchar('device_type', { length: 10 }).$type<Device>().notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    file_key: varchar('file_key', { length: 200 }).notNull(),
    thumb_key: varchar('thumb_key', { length: 200 }).notNull(),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    frames: integer('frames').notNull().default(1),
    order: integer('order').notNull(),
    user_id: refSetNull('user_id', () => users.id),
    created_at: createdAt(),
  },
  (t) => [index('announcement_uploads_owner_idx').on(t.announcement_id, t.device_type, t.order)],
);
