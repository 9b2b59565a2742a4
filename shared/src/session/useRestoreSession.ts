import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCurrentUser } from './authApi';
import { useSessionStore } from '@pads/core';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** Re-reads the signed-in user from the server at start (a 401 ends the session). */
export function useRestoreSession() {
  const token = useSessionStore((state) => state.token);
  const setUser = useSessionStore((state) => state.setUser);
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    enabled: Boolean(token),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return { isRestoring: Boolean(token) && query.isPending, error: query.error };
}
