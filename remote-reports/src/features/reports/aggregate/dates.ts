// Report dates: the pickers hold ISO days; the server takes DD-MM-YYYY, and a range with a missing end is
// dropped (spec part 3 §5).
import dayjs, { type Dayjs } from 'dayjs';

export type IsoRange = [string, string] | null;

/** The reports' date parameter (spec part 3 §5), which the range picker takes as typed too. */
export const REPORT_DATE_PARAM = 'DD-MM-YYYY';
/** The pickers' own days. */
export const ISO_DAY = 'YYYY-MM-DD';

export const toParam = (iso: string) => dayjs(iso).format(REPORT_DATE_PARAM);

/** The ISO day of a DD-MM-YYYY parameter (what the pickers show again from a kept range). */
export const fromParam = (param: string) => param.split('-').reverse().join('-');

export function rangeParams(range: IsoRange | undefined): Record<string, string> {
  if (!range || !range[0] || !range[1]) return {};
  return { from: toParam(range[0]), to: toParam(range[1]) };
}

/** Future days are never pickable; `maxAgeDays` also blocks days older than that. */
export function disabledDay(maxAgeDays?: number) {
  return (day: Dayjs) =>
    day.isAfter(dayjs().endOf('day')) ||
    (maxAgeDays !== undefined && day.isBefore(dayjs().subtract(maxAgeDays, 'day').startOf('day')));
}
