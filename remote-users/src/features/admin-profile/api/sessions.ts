// The admin profile's 'Active sessions': the signed-in admin's live sessions, ending one or all others.
// Ending the current one signs this panel out, as a logout does.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, pageNavigation, useSessionStore, type AdminSession } from '@pads/shared';
import { sessions } from '@pads/contracts/endpoints';

export const sessionsQueryKey = () => ['admin-sessions'] as const;

export async function fetchSessions(): Promise<AdminSession[]> {
  return call(sessions.list);
}

export async function endSession(session: AdminSession): Promise<void> {
  await call(sessions.end, { params: { id: session.id } });
}

export async function endOtherSessions(): Promise<number> {
  return (await call(sessions.endOthers)).ended;
}

export const useSessions = () => useQuery({ queryKey: sessionsQueryKey(), queryFn: fetchSessions });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_, session) => {
      if (session.current) {
        useSessionStore.getState().clearSession();
        pageNavigation.assign('/login');
        return;
      }
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey() });
    },
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey() }),
  });
}
