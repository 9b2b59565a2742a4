// Where the session store persists, readable without creating the store: the host's start decides
// between the light login screen and the signed-in app before any shared library code is loaded.
// Keep this module free of state and of imports (the host bundles its own copy of it).

export const SESSION_STORAGE_KEY = 'pads-admin-session';

/** Whether a session token is stored (zustand's persist format: `{ state: { token } }`). */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const stored = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state?: { token?: unknown } } | null;
    return typeof stored?.state?.token === 'string' && stored.state.token.length > 0;
  } catch {
    return false;
  }
}
