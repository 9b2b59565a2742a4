import type { AxiosAdapter } from 'axios';
import { setRuntimeConfig } from '../runtimeConfig';
import { clearSignOutNotice, readSignOutNotice, useSessionStore } from '../session/sessionStore';
import { apiClient, resetUnauthorizedRedirect } from './client';
import { pageNavigation } from './navigation';

const user = {
  id: 1,
  first_name: 'A',
  last_name: 'B',
  username: 'ab',
  email: 'a@b.co',
  role: 1,
  is_tac_accepted: true,
  deleted_at: null,
};

function respondWith(status: number, data: unknown): jest.MockedFunction<AxiosAdapter> {
  return jest.fn(async (config) => {
    const response = { status, statusText: String(status), data, headers: {}, config };
    if (status >= 400) throw Object.assign(new Error(`status ${status}`), { isAxiosError: true, response, config });
    return response;
  });
}

describe('apiClient', () => {
  beforeEach(() => {
    setRuntimeConfig({ apiUrl: 'http://api.test/' });
    useSessionStore.getState().setSession('tok', user);
    resetUnauthorizedRedirect();
  });

  it('sends the bearer token to <apiUrl>/api', async () => {
    const adapter = respondWith(200, { ok: true });
    await apiClient.get('/regions', { adapter });
    const config = adapter.mock.calls[0][0];
    expect(config.baseURL).toBe('http://api.test/api');
    expect(config.headers.Authorization).toBe('Bearer tok');
  });

  it('ends the session and goes to /login on any 401', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    await expect(
      apiClient.get('/admin/stats', { adapter: respondWith(401, { message: 'Unauthenticated' }) }),
    ).rejects.toBeTruthy();
    expect(useSessionStore.getState().token).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('keeps the reason of a session that ended by itself for the sign-in screen', async () => {
    jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const message = 'You were signed out after 30 minutes without activity. Please sign in again.';
    await expect(
      apiClient.get('/admin/stats', {
        adapter: respondWith(401, { code: 'unauthenticated', reason: 'idle_timeout', message }),
      }),
    ).rejects.toBeTruthy();
    expect(readSignOutNotice()).toBe(message);
    clearSignOutNotice();
    // A plain 401 (no session, a made-up token) leaves no notice.
    resetUnauthorizedRedirect();
    await expect(
      apiClient.get('/admin/stats', { adapter: respondWith(401, { message: 'Unauthenticated.' }) }),
    ).rejects.toBeTruthy();
    expect(readSignOutNotice()).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    await expect(apiClient.get('/x', { adapter: respondWith(500, {}) })).rejects.toBeTruthy();
    expect(useSessionStore.getState().token).toBe('tok');
  });
});
