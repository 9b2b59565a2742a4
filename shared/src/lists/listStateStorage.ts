import { defaultListState } from './listParams';
import type { ListState } from './types';

// sessionStorage: the state survives reloads and trips to other screens in this tab only.
const storageKey = (listKey: string) => `list-state:${listKey}`;

export function readListState(listKey: string): ListState | null {
  try {
    const raw = sessionStorage.getItem(storageKey(listKey));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ListState>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    return defaultListState(parsed);
  } catch {
    // A corrupt entry must not break the list; the defaults apply.
    return null;
  }
}

export function writeListState(listKey: string, state: ListState): void {
  try {
    sessionStorage.setItem(storageKey(listKey), JSON.stringify(state));
  } catch {
    // Storage full or disabled: the list still works, it just will not be restored.
  }
}

export function clearListState(listKey: string): void {
  try {
    sessionStorage.removeItem(storageKey(listKey));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
