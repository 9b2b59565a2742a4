// The admin profile screen's calls: the admins list (list engine), admin registration and the profile and
// password edits. Mutations refresh what they change through the exported keys.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  call,
  LIST_ENTITY,
  Role,
  serverListKey,
  useSessionStore,
  type AdminUser,
  type NewAdminValues,
  type PasswordChangeValues,
  type ProfileValues,
} from '@pads/shared';
import { users } from '@pads/contracts/endpoints';
import { sessionsQueryKey } from './sessions';

export const ADMINS_LIST_KEY = LIST_ENTITY.admins;
/** Every page of the admins list, whatever its filters and sort. */
export const adminsListQueryKey = () => serverListKey(ADMINS_LIST_KEY);

/** New admins are always role 1 and have accepted the terms (spec §5). */
export async function createAdmin(values: NewAdminValues): Promise<AdminUser> {
  return call(users.createAdmin, { body: { ...values, role: Role.Admin, is_tac_accepted: true } });
}

/** `version` is the one the profile was loaded with: a stale one is refused with a 409. */
export async function updateProfile(id: number, values: ProfileValues & { version?: number }): Promise<AdminUser> {
  // A profile or password edit answers the user (UserEditReply: PublicUser unless an Info edit).
  return (await call(users.update, { params: { id }, body: values })) as AdminUser;
}

export async function changePassword(id: number, values: PasswordChangeValues): Promise<AdminUser> {
  return (await call(users.update, { params: { id }, body: values })) as AdminUser;
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
