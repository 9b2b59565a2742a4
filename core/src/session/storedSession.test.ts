import { hasStoredSession, SESSION_STORAGE_KEY } from './storedSession';
import { useSessionStore } from './sessionStore';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === SESSION_STORAGE_KEY ? value : null) });

describe('hasStoredSession', () => {
  it('is false with nothing stored, a signed-out state or unreadable JSON', () => {
    expect(hasStoredSession(storage(null))).toBe(false);
    expect(hasStoredSession(storage('{"state":{"token":null,"user":null},"version":0}'))).toBe(false);
    expect(hasStoredSession(storage('{"state":{"token":""}}'))).toBe(false);
    expect(hasStoredSession(storage('not json'))).toBe(false);
  });

  it('reads what the session store persists', () => {
    useSessionStore.getState().clearSession();
    expect(hasStoredSession()).toBe(false);
    useSessionStore.getState().setSession('a-token', { id: 1 } as never);
    expect(hasStoredSession()).toBe(true);
    useSessionStore.getState().clearSession();
    expect(hasStoredSession()).toBe(false);
  });
});
