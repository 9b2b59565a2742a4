// Where a list's remembered state lives: this tab's sessionStorage (it survives reloads and trips to other
// screens in this tab only), for as long as the list's `keep` says.
import { paths } from '@pads/contracts';
import { defaultListState } from './listParams';
import type { ListState } from './types';

/**
 * How long a list's remembered state, and what its screen keeps beside it (`writeListMemo`), last:
 * - `'session'` (the default): until the tab closes (the pad, user, review and announcement lists);
 * - `{ area }`: while the admin stays on screens under the path `area`; the first screen outside it clears
 *   every list kept there (the reports: their filters come back within /dashboard/reports, and start clean
 *   after leaving it). See useClearAreaOnLeave;
 * - `'mount'`: while the list is on screen, nothing stored and no deep link read (a tab's list inside a detail
 *   page: the user's Pads and Activity tabs, the pad's Reports table and Reviews tab open on page 1 each time).
 */
export type ListKeep = 'session' | 'mount' | { area: string };

/**
 * The reports area (/dashboard/reports, spec part 3 §4): every report, the campaigns and the duplicate checker
 * (remote-moderation's, under the same path) keep their filters while the admin stays in it.
 */
export const REPORTS_KEEP: ListKeep = { area: paths.reports() };

const SESSION: ListKeep = 'session';

// Keys: `list-state:<scope>` and `list-memo:<scope>:<name>`; an area-kept list's scope carries its area, so
// leaving the area clears them by prefix.
const areaScope = (area: string) => `${area}|`;
const scopeOf = (listKey: string, keep: Exclude<ListKeep, 'mount'>) =>
  keep === 'session' ? listKey : areaScope(keep.area) + listKey;
const stateKey = (listKey: string, keep: Exclude<ListKeep, 'mount'>) => `list-state:${scopeOf(listKey, keep)}`;
const memoKey = (listKey: string, name: string, keep: Exclude<ListKeep, 'mount'>) =>
  `list-memo:${scopeOf(listKey, keep)}:${name}`;

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    // A corrupt entry must not break the list; it reads as absent.
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the list still works, it just will not be restored.
  }
}

function remove(keys: string[]): void {
  try {
    for (const key of keys) sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

export function readListState(listKey: string, keep: ListKeep = SESSION): ListState | null {
  if (keep === 'mount') return null;
  const parsed = read(stateKey(listKey, keep));
  return typeof parsed === 'object' && parsed !== null ? defaultListState(parsed as Partial<ListState>) : null;
}

export function writeListState(listKey: string, state: ListState, keep: ListKeep = SESSION): void {
  if (keep === 'mount') return;
  write(stateKey(listKey, keep), state);
}

export function clearListState(listKey: string, keep: ListKeep = SESSION): void {
  if (keep === 'mount') return;
  remove([stateKey(listKey, keep)]);
}

/** What a list screen keeps beside its state (the duplicate checker's last page of pairs), or null. */
export function readListMemo<T>(listKey: string, name: string, keep: ListKeep = SESSION): T | null {
  if (keep === 'mount') return null;
  return read(memoKey(listKey, name, keep)) as T | null;
}

/** Kept as long as the list's state (the same `keep`). */
export function writeListMemo(listKey: string, name: string, value: unknown, keep: ListKeep = SESSION): void {
  if (keep === 'mount') return;
  write(memoKey(listKey, name, keep), value);
}

/** Forgets every list kept within `area`: their states and memos. */
export function clearListArea(area: string): void {
  const prefixes = [`list-state:${areaScope(area)}`, `list-memo:${areaScope(area)}`];
  try {
    remove(Object.keys(sessionStorage).filter((key) => prefixes.some((prefix) => key.startsWith(prefix))));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
