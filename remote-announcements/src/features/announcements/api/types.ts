export type { Slide, PlatformPart, Announcement, AnnouncementListRow as AnnouncementRow } from '@pads/contracts/api';
