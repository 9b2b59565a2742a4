import type { AnnouncementDevice } from '@pads/shared';

export interface Slide {
  id: number;
  title: string;
  file_url: string;
  thumb_url: string;
  device_type: AnnouncementDevice;
  order: number;
  mime: string;
  width: number;
  height: number;
  frames: number;
}

export interface PlatformPart {
  is_enabled: boolean;
  is_published: boolean;
  uploads: Slide[];
}

export interface Announcement {
  id: number;
  name: string;
  order: number;
  version: number;
  deleted_at: string | null;
  is_published_android: boolean;
  is_published_ios: boolean;
  is_enabled: boolean;
  uploads_count: number;
  uploads: Slide[];
  android: PlatformPart;
  ios: PlatformPart;
}

/** A row of the announcement list (the server's columns). */
export interface AnnouncementRow {
  id: number;
  name: string;
  order: number;
  uploads_count: number;
  is_published_android: boolean;
  is_published_ios: boolean;
  deleted_at: string | null;
  [column: string]: unknown;
}
