// The announcement as the panel reads it, and the feed the apps read.
import { ANNOUNCEMENT_DEVICES, type AnnouncementDevice } from '@pads/contracts';
import { fileUrl } from '../../storage/index.js';
import { publishedColumn, type AnnouncementRow, type SlideRow } from './repository.js';

export function presentSlide(slide: SlideRow, publicUrl: string) {
  return {
    id: slide.id,
    title: slide.title,
    file_url: fileUrl(publicUrl, slide.file_key),
    thumb_url: fileUrl(publicUrl, slide.thumb_key),
    device_type: slide.device_type,
    order: slide.order,
    mime: slide.mime,
    width: slide.width,
    height: slide.height,
    frames: slide.frames,
    created_at: slide.created_at.toISOString(),
  };
}

export function presentAnnouncement(row: AnnouncementRow, slides: SlideRow[], publicUrl: string) {
  const uploads = slides.map((slide) => presentSlide(slide, publicUrl));
  // A platform is "on" when its slides are published: that is what the tabs' (on/off) says.
  const platform = (device: AnnouncementDevice) => ({
    is_enabled: row[publishedColumn(device)],
    is_published: row[publishedColumn(device)],
    uploads: uploads.filter((upload) => upload.device_type === device),
  });
  return {
    id: row.id,
    name: row.name,
    order: row.order,
    version: row.version,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_published_android: row.is_published_android,
    is_published_ios: row.is_published_ios,
    is_enabled: ANNOUNCEMENT_DEVICES.some((device) => row[publishedColumn(device)]),
    uploads_count: uploads.length,
    uploads,
    android: platform('android'),
    ios: platform('ios'),
  };
}

export type PresentedAnnouncement = ReturnType<typeof presentAnnouncement>;
