// The admin profile screen's calls: the admins list (list engine), admin registration and the profile and
// password edits. Mutations refresh what they change through the exported keys.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiClient,
  LIST_ENTITY,
  Role,
  serverListKey,
  useSessionStore,
  type AdminUser,
  type NewAdminValues,
  type PasswordChangeValues,
  type ProfileValues,
} from '@pads/shared';
import { sessionsQueryKey } from './sessions';

export const ADMINS_LIST_KEY = LIST_ENTITY.admins;
export const ADMINS_URL = '/admin/users/get-admins';
/** Every page of the admins list, whatever its filters and sort. */
export const adminsListQueryKey = () => serverListKey(ADMINS_LIST_KEY);

/** New admins are always role 1 and have accepted the terms (spec §5). */
export async function createAdmin(values: NewAdminValues): Promise<AdminUser> {
  const { data } = await apiClient.post<{ data: AdminUser }>('/admin/users', {
    ...values,
    role: Role.Admin,
    is_tac_accepted: true,
  });
  return data.data;
}

/** `version` is the one the profile was loaded with: a stale one is refused with a 409. */
export async function updateProfile(id: number, values: ProfileValues & { version?: number }): Promise<AdminUser> {
  const { data } = await apiClient.put<{ data: AdminUser }>(`/admin/users/${id}`, values);
  return data.data;
}

export async function changePassword(id: number, values: PasswordChangeValues): Promise<AdminUser> {
  const { data } = await apiClient.put<{ data: AdminUser }>(`/admin/users/${id}`, values);
  return data.data;
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: (values: ProfileValues & { version?: number }) => updateProfile(userId, values),
    onSuccess: (user) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: adminsListQueryKey() });
    },
  });
}

export function useChangePassword(userId: number) {
  const setUser = useSessionStore((state) => state.setUser);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PasswordChangeValues) => changePassword(userId, values),
    onSuccess: (user) => {
      // The new version, so a profile edit right after is not refused as stale.
      setUser(user);
      // A new password ends the admin's other sessions.
      void queryClient.invalidateQueries({ queryKey: sessionsQueryKey() });
    },
  });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewAdminValues) => createAdmin(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsListQueryKey() }),
  });
}
