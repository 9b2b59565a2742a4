import { object, string, type InferType } from 'yup';

export const ANNOUNCEMENT_NAME_MIN = 3;
export const ANNOUNCEMENT_NAME_MAX = 200;
/** Images an announcement may hold, both platforms together (spec §9). */
export const MAX_ANNOUNCEMENT_IMAGES = 5;
export const ANNOUNCEMENT_DEVICES = ['android', 'ios'] as const;
export type AnnouncementDevice = (typeof ANNOUNCEMENT_DEVICES)[number];
/** The tab that opens first and the device a client means when it names none (spec §9). */
export const DEFAULT_ANNOUNCEMENT_DEVICE: AnnouncementDevice = 'android';
export const ANNOUNCEMENT_IMAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif'] as const;

/** The create modal and the inline rename: one name field. */
export const announcementNameSchema = object({
  name: string()
    .trim()
    .required('Please enter name')
    // An empty name gets only 'Please enter name'.
    .test('min', 'Must be at least 3 characters', (value) => !value || value.length >= ANNOUNCEMENT_NAME_MIN)
    .max(ANNOUNCEMENT_NAME_MAX, `Must be at most ${ANNOUNCEMENT_NAME_MAX} characters`),
});

export type AnnouncementNameValues = InferType<typeof announcementNameSchema>;
