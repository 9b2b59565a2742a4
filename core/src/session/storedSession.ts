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

/** Where the reason a session ended waits for the sign-in screen (this tab only, read once). */
export const SIGN_OUT_NOTICE_KEY = 'pads-admin-signed-out';

/** Keeps the server's message of why the session ended (idle, lifetime, ended elsewhere) for the sign-in screen. */
export function rememberSignOutNotice(message: string, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(SIGN_OUT_NOTICE_KEY, message);
  } catch {
    // Storage refused (private mode, quota): the sign-in screen then shows no reason.
  }
}

/** The message kept by rememberSignOutNotice, if any (the sign-in screen clears it once shown). */
export function readSignOutNotice(storage: Pick<Storage, 'getItem'> = sessionStorage): string | null {
  try {
    return storage.getItem(SIGN_OUT_NOTICE_KEY);
  } catch {
    return null;
  }
}

export function clearSignOutNotice(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  try {
    storage.removeItem(SIGN_OUT_NOTICE_KEY);
  } catch {
    // Nothing stored, or storage refused: nothing to clear.
  }
}
