// Announcement fixtures for the detail tests: `android` and `ios` slides, Android published or not.
import type { Announcement, Slide } from '../api/types';

export const slide = (id: number, device: 'android' | 'ios'): Slide => ({
  id,
  title: `s${id}.png`,
  file_url: '',
  thumb_url: '',
  device_type: device,
  order: id,
  mime: 'image/png',
  width: 1,
  height: 1,
  frames: 1,
  created_at: '2026-01-02T10:00:00.000Z',
});

export function testAnnouncement(
  android: number,
  ios: number,
  publishedAndroid = false,
  over: Partial<Announcement> = {},
): Announcement {
  const a = Array.from({ length: android }, (_, i) => slide(i + 1, 'android'));
  const i = Array.from({ length: ios }, (_, k) => slide(k + 10, 'ios'));
  return {
    id: 1,
    name: 'A',
    order: 1,
    version: 1,
    deleted_at: null,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    is_published_android: publishedAndroid,
    is_published_ios: false,
    is_enabled: publishedAndroid,
    uploads_count: android + ios,
    uploads: [...a, ...i],
    android: { is_enabled: publishedAndroid, is_published: publishedAndroid, uploads: a },
    ios: { is_enabled: false, is_published: false, uploads: i },
    ...over,
  };
}
