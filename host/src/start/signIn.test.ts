import { currentUserQueryKey, LOOKUP_PATHS, startupQueryKey, useSessionStore } from '@pads/shared';
import { emptyStartupRoutes, mockApi, testAdmin } from '@pads/shared/testing';
import { waitFor } from '@testing-library/react';
import { appQueryClient } from './appQueryClient';
import { signIn } from './signIn';

describe('signIn', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({
      ...emptyStartupRoutes(),
      'POST /auth/login': { data: { token: 'fresh-token', user: testAdmin } },
    });
  });
  afterEach(() => {
    api.restore();
    useSessionStore.getState().clearSession();
  });

  it('stores the session and starts the startup requests before anything is drawn', async () => {
    // Left by an earlier session in this tab.
    appQueryClient().setQueryData(['server-list', 'pads'], { data: ['an earlier admin’s page'] });

    await expect(signIn({ email: 'ada@pads.test', password: 'secret1' })).resolves.toEqual({
      status: 'signed-in',
      user: testAdmin,
    });

    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(appQueryClient().getQueryData(currentUserQueryKey)).toEqual(testAdmin);
    expect(appQueryClient().getQueryData(['server-list', 'pads'])).toBeUndefined();
    await waitFor(() => expect(appQueryClient().getQueryData(startupQueryKey('stats'))).toEqual({}));
    const asked = api.calls.map((call) => call.url);
    for (const path of Object.values(LOOKUP_PATHS)) expect(asked).toContain(path);
  });
});
