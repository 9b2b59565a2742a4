/**
 * @jest-environment node
 */
import { showsDropZone } from './PlatformSlides';
import { testAnnouncement as announcement } from './testAnnouncement';

test('the drop zone shows without slides, or below the limit while unpublished', () => {
  expect(showsDropZone(announcement(0, 0), 'android')).toBe(true);
  expect(showsDropZone(announcement(3, 0), 'android')).toBe(true);
  expect(showsDropZone(announcement(3, 0, true), 'android')).toBe(false);
  expect(showsDropZone(announcement(3, 2), 'android')).toBe(false);
  expect(showsDropZone(announcement(3, 2), 'ios')).toBe(false);
  expect(showsDropZone(announcement(5, 0), 'ios')).toBe(true);
});
