import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AdminUser } from '../api/types';
import { SESSION_STORAGE_KEY } from './storedSession';

export {
  SESSION_STORAGE_KEY,
  hasStoredSession,
  rememberSignOutNotice,
  readSignOutNotice,
  clearSignOutNotice,
} from './storedSession';

export interface SessionState {
  token: string | null;
  user: AdminUser | null;
  setSession: (token: string, user: AdminUser) => void;
  setUser: (user: AdminUser) => void;
  clearSession: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      setSession: (token, user) => set({ token, user }),
      setUser: (user) => set({ user }),
      clearSession: () => set({ token: null, user: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user }) => ({ token, user }),
    },
  ),
);

export const useIsSignedIn = () => useSessionStore((state) => Boolean(state.token));
export const useCurrentUser = () => useSessionStore((state) => state.user);
