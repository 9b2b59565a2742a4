// The panel's one way to show a date (spec part 1 §9): 'DD MMM YYYY HH:mm' for an instant, 'DD MMM YYYY' for a
// day. Every screen shows dates through these; lint (eslint.config.js, "one date format") refuses a date format
// written anywhere else in the apps. Inputs keep the formats the spec gives them (the list filters' DD/MM/YYYY,
// the reports' DD-MM-YYYY parameters, the renewal date's YYYY-MM-DD HH:mm).
import dayjs, { type ConfigType } from 'dayjs';

export const DATE_TIME_FORMAT = 'DD MMM YYYY HH:mm';
export const DATE_FORMAT = 'DD MMM YYYY';

/** An instant as 'DD MMM YYYY HH:mm' in the admin's time zone; '' for none or an unreadable value. */
export function formatDateTime(value: ConfigType | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '';
}

/** A day as 'DD MMM YYYY'; '' for none or an unreadable value. */
export function formatDate(value: ConfigType | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : '';
}
