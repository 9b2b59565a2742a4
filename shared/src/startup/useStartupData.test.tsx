import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useSessionStore } from '@pads/core';
import { createTestQueryClient, emptyStartupRoutes, mockApi } from '../testing';
import { LOOKUP_PATHS } from './startupApi';
import { prefetchStartupData, useStartupData } from './useStartupData';

describe('useStartupData', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => {
    api?.restore();
    jest.restoreAllMocks();
  });

  it('loads lookups and stats, tolerating failures with empty defaults', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSessionStore.getState().setSession('t', {
      id: 1,
      first_name: '',
      last_name: '',
      username: '',
      email: '',
      role: 1,
      is_tac_accepted: true,
      deleted_at: null,
    });
    // Every other lookup is down.
    const down = { status: 503, data: { message: 'down' } };
    api = mockApi({
      ...Object.fromEntries(Object.values(LOOKUP_PATHS).map((path) => [`GET ${path}`, down])),
      'GET /categories': { data: { data: [{ id: 1, name: 'Aerial Point of Interest' }] } },
      'GET /admin/stats': { data: { data: { moderated_pads: 5 } } },
    });
    const client = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStartupData(), { wrapper });
    expect(result.current.isLoading).toBe(true);
    expect(result.current.isLookupsLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isLookupsLoading).toBe(false);
    expect(result.current.isStatsLoading).toBe(false);
    expect(result.current.categories).toEqual([{ id: 1, name: 'Aerial Point of Interest' }]);
    expect(result.current.regions).toEqual([]);
    expect(result.current.stats).toEqual({ moderated_pads: 5 });
  });

  it('is started by prefetchStartupData before anything subscribes, and then read from the cache', async () => {
    api = mockApi(emptyStartupRoutes());
    const client = createTestQueryClient();
    prefetchStartupData(client);
    await waitFor(() => expect(api?.calls).toHaveLength(Object.keys(LOOKUP_PATHS).length + 1));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStartupData(), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(api.calls).toHaveLength(Object.keys(LOOKUP_PATHS).length + 1);
  });
});
