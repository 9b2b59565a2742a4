// A report's filters live in session storage (spec part 3 §4): they come back when the admin returns to
// the report within the reports area, and are cleared when the admin leaves the area.
import { paths } from '@pads/shared';
import { useEffect, useState } from 'react';

const PREFIX = 'report:';
const AREA = paths.reports();

export function readReportState<T extends object>(key: string, defaults: T): T {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    return raw ? { ...defaults, ...(JSON.parse(raw) as Partial<T>) } : defaults;
  } catch {
    return defaults;
  }
}

/** The generic report tables keep the list engine's state, under their `report:` list keys. */
const LIST_PREFIX = `list-state:${PREFIX}`;

export function clearReportStates(): void {
  for (const key of Object.keys(sessionStorage))
    if (key.startsWith(PREFIX) || key.startsWith(LIST_PREFIX)) sessionStorage.removeItem(key);
}

export function clearReportState(key: string): void {
  sessionStorage.removeItem(PREFIX + key);
}

/** The report's filters, saved on every change. */
export function useReportState<T extends object>(key: string, defaults: T) {
  const [state, setState] = useState<T>(() => readReportState(key, defaults));
  useEffect(() => sessionStorage.setItem(PREFIX + key, JSON.stringify(state)), [key, state]);
  return [state, setState] as const;
}

/**
 * Clears every report's filters once the admin has left the reports area. Checked just after the page
 * unmounts, when the router already shows where the admin went.
 */
export function useClearReportsOnLeave(): void {
  useEffect(
    () => () => {
      setTimeout(() => {
        if (!window.location.pathname.startsWith(AREA)) clearReportStates();
      }, 0);
    },
    [],
  );
}
