// GET /api/announcements?device=: what the apps show. Published platforms of live announcements, in the
// panel's order, each with its slides in order. The body's hash is its ETag, so an app that asks again
// gets a 304 until the panel changes something it would see.
import { createHash } from 'node:crypto';
import type { AnnouncementDevice } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, announcementUploads } from '../../db/schema.js';
import { fileUrl } from '../../storage/index.js';
import { publishedColumn } from './repository.js';

interface FeedSlideRow {
  id: number;
  title: string;
  file_key: string;
  thumb_key: string;
  mime: string;
  width: number;
  height: number;
  order: number;
}

interface FeedRow {
  id: number;
  name: string;
  order: number;
  slides: FeedSlideRow[];
}

export async function readFeed(db: Db, device: AnnouncementDevice, publicUrl: string) {
  const published = announcements[publishedColumn(device)];
  const { rows } = await db.execute(sql`
    SELECT a.id, a.name, a."order",
      json_agg(json_build_object('id', s.id, 'title', s.title, 'file_key', s.file_key, 'thumb_key', s.thumb_key,
        'mime', s.mime, 'width', s.width, 'height', s.height, 'order', s."order") ORDER BY s."order", s.id) AS slides
    FROM ${announcements} a
    JOIN ${announcementUploads} s ON s.announcement_id = a.id AND s.device_type = ${device}
    WHERE a.deleted_at IS NULL AND a.${sql.identifier(published.name)}
    GROUP BY a.id
    ORDER BY a."order", a.id`);
  return (rows as unknown as FeedRow[]).map((row) => ({
    id: row.id,
    name: row.name,
    order: row.order,
    slides: row.slides.map((slide) => ({
      id: slide.id,
      title: slide.title,
      url: fileUrl(publicUrl, slide.file_key),
      thumb_url: fileUrl(publicUrl, slide.thumb_key),
      mime: slide.mime,
      width: slide.width,
      height: slide.height,
      order: slide.order,
    })),
  }));
}

export const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;

/** If-None-Match may list several tags, or `*`; weak tags match too (RFC 9110 weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
