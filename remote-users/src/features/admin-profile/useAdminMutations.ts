import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore, type NewAdminValues, type PasswordChangeValues, type ProfileValues } from '@pads/shared';
import { ADMINS_LIST_KEY, changePassword, createAdmin, updateProfile } from './adminProfileApi';

// Every server list query key starts with ['server-list', listKey].
const adminsListQueryKey = ['server-list', ADMINS_LIST_KEY];

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  const setUser = useSessionStore((state) => state.setUser);
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(userId, values),
    onSuccess: (user) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: adminsListQueryKey });
    },
  });
}

export function useChangePassword(userId: number) {
  return useMutation({ mutationFn: (values: PasswordChangeValues) => changePassword(userId, values) });
}

export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewAdminValues) => createAdmin(values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminsListQueryKey }),
  });
}
