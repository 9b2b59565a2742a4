// The admin profile's 'Active sessions': the signed-in admin's live sessions, ending one or all others.
// Ending the current one signs this panel out, as a logout does.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, pageNavigation, useSessionStore, type AdminSession } from '@pads/shared';
import type { EndedSessionsReply } from '@pads/contracts/api';

export const sessionsQueryKey = () => ['admin-sessions'] as const;

export async function fetchSessions(): Promise<AdminSession[]> {
  const { data } = await apiClient.get<{ data: AdminSession[] }>('/admin/sessions');
  return data.data;
}

export async function endSession(session: AdminSession): Promise<void> {
  await apiClient.delete(`/admin/sessions/${session.id}`);
}

export async function endOtherSessions(): Promise<number> {
  const { data } = await apiClient.post<EndedSessionsReply>('/admin/sessions/end-others');
  return data.data.ended;
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
