// The last 10 results an admin opened from the box, shown before they type (issue 36). Kept in this browser's
// localStorage, one list per admin (their user id), so a second admin on the same browser sees their own; what was
// opened is kept as the box showed it (less what held for that query only, its `context`), so the list draws
// without asking any area (or a remote that is down).
import { dashboardPath, type SearchResult } from '@pads/shared';

export const RECENT_LIMIT = 10;

export interface RecentResult extends SearchResult {
  area: string;
}

const storageKey = (userId: number) => `pads.search.recent.${userId}`;

const isText = (value: unknown): value is string => typeof value === 'string';

function isRecent(value: unknown): value is RecentResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    [r.area, r.key, r.kind, r.title, r.path].every(isText) &&
    Array.isArray(r.details) &&
    r.details.every(isText) &&
    (r.tags === undefined || (Array.isArray(r.tags) && r.tags.every(isText))) &&
    // Only the panel's own screens: the path is navigated to as it is.
    (r.path as string).startsWith(dashboardPath(''))
  );
}

export function readRecent(userId: number | undefined): RecentResult[] {
  if (userId === undefined) return [];
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `result` first (once), keeps the newest RECENT_LIMIT; returns the new list. */
export function rememberOpened(userId: number | undefined, area: string, result: SearchResult): RecentResult[] {
  if (userId === undefined) return [];
  const { key, kind, title, details, tags, path } = result;
  const entry: RecentResult = { area, key, kind, title, details, ...(tags ? { tags } : {}), path };
  const list = [entry, ...readRecent(userId).filter((r) => !(r.area === area && r.key === key))].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list is a convenience.
  }
  return list;
}
