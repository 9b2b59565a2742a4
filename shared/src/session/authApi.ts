import { apiClient, pageNavigation, type AdminUser, useSessionStore } from '@pads/core';
import type { LoginValues } from '@pads/contracts';

export async function login(values: LoginValues): Promise<{ token: string; user: AdminUser }> {
  const { data } = await apiClient.post<{ token: string; user: AdminUser }>('/auth/login', values);
  return data;
}

export async function fetchCurrentUser(): Promise<AdminUser> {
  const { data } = await apiClient.get<{ user: AdminUser }>('/auth/user');
  return data.user;
}

/** Revokes the token on the server, then ends the session with a full reload to /login. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('/auth/logout');
  } finally {
    useSessionStore.getState().clearSession();
    pageNavigation.assign('/login');
  }
}
