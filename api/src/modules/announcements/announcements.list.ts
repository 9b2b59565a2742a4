// GET /api/admin/announcement: every announcement, live and archived (the table fades archived rows),
// in the apps' order unless another sort is asked for.
import { AnnouncementListRow } from '@pads/contracts/api';
import { LIST_ENTITY, paths } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { announcements, announcementUploads } from '../../db/schema.js';
import type { ColumnSpec, ListDefinition } from '../../lists/index.js';

export const ANNOUNCEMENTS_ENTITY = LIST_ENTITY.announcements;

const uploadsCount = sql`(SELECT count(*)::int FROM ${announcementUploads} WHERE ${announcementUploads.announcement_id} = ${announcements.id})`;

const col = (column: keyof typeof announcements.$inferSelect, display_name: string, nullable = false): ColumnSpec => ({
  column,
  display_name,
  select: sql`${announcements[column]}`,
  sort: sql`${announcements[column]}`,
  nullable,
});

export const announcementList: ListDefinition = {
  entity: ANNOUNCEMENTS_ENTITY,
  row: AnnouncementListRow,
  from: sql`${announcements}`,
  id: sql`${announcements.id}`,
  columns: [
    col('order', 'Order'),
    col('id', 'ID'),
    { ...col('name', 'Name'), link: paths.announcementView(), link_column: 'id' },
    { column: 'uploads_count', display_name: 'Images', select: uploadsCount, sort: uploadsCount },
    col('is_published_android', 'Android'),
    col('is_published_ios', 'iOS'),
    col('created_at', 'Created'),
    col('deleted_at', 'Archived', true),
  ],
  filters: {
    id: { display_name: 'ID', expr: sql`${announcements.id}`, value: 'integer' },
    name: { display_name: 'Name', expr: sql`${announcements.name}`, value: 'text' },
    is_published_android: {
      display_name: 'Published on Android',
      expr: sql`${announcements.is_published_android}`,
      value: 'boolean',
    },
    is_published_ios: {
      display_name: 'Published on iOS',
      expr: sql`${announcements.is_published_ios}`,
      value: 'boolean',
    },
    is_archived: { display_name: 'Archived', expr: sql`${announcements.deleted_at} IS NOT NULL`, value: 'boolean' },
    uploads_count: { display_name: 'Images', expr: uploadsCount, value: 'integer' },
    created_at: { display_name: 'Created', expr: sql`${announcements.created_at}`, value: 'date' },
    deleted_at: { display_name: 'Archived on', expr: sql`${announcements.deleted_at}`, value: 'date' },
  },
  keyword: [sql`${announcements.name}`],
  keywordMatchesId: true,
  // Announcements are few and reordered by drag within a page: one page holds them all in practice.
  perPage: 100,
  defaultSort: { column: 'order', direction: 'ascend' },
  exportName: ANNOUNCEMENTS_ENTITY,
};
