import {
  apiClient,
  Role,
  type AdminUser,
  type NewAdminValues,
  type PasswordChangeValues,
  type ProfileValues,
} from '@pads/shared';

export const ADMINS_LIST_KEY = 'admin-list';
export const ADMINS_URL = '/admin/users/get-admins';

/** New admins are always role 1 and have accepted the terms (spec §5). */
export async function createAdmin(values: NewAdminValues): Promise<AdminUser> {
  const { data } = await apiClient.post<{ data: AdminUser }>('/admin/users', {
    ...values,
    role: Role.Admin,
    is_tac_accepted: true,
  });
  return data.data;
}

export async function updateProfile(id: number, values: ProfileValues): Promise<AdminUser> {
  const { data } = await apiClient.put<{ data: AdminUser }>(`/admin/users/${id}`, values);
  return data.data;
}

export async function changePassword(id: number, values: PasswordChangeValues): Promise<AdminUser> {
  const { data } = await apiClient.put<{ data: AdminUser }>(`/admin/users/${id}`, values);
  return data.data;
}
