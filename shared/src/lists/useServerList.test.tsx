import { pads } from '@pads/contracts/endpoints';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mockApi } from '../testing';
import { readListState, writeListState } from './listStateStorage';
import { defaultListState } from './listParams';
import { prefetchServerList, useServerList } from './useServerList';

const page = {
  data: [],
  columns: [],
  filterable: [],
  meta: { from: null, to: null, total: 0, per_page: 20, current_page: 1, last_page: 1 },
};

function wrapperFor(route: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

let api: ReturnType<typeof mockApi>;
const serve = (reply: { status?: number; data?: unknown }) => {
  api?.restore();
  api = mockApi({ 'GET /admin/pads': reply });
};
beforeEach(() => {
  sessionStorage.clear();
  serve({ data: page });
});
afterEach(() => api.restore());

const lastParams = () => api.calls.at(-1)!.params;

it('restores the remembered state of the list', async () => {
  writeListState('pads', defaultListState({ page: 3, keyword: 'inn', filters: { 'status_id:equals': '1' } }));
  const { result } = renderHook(() => useServerList('pads', pads.list), {
    wrapper: wrapperFor('/dashboard/pad-list'),
  });
  await waitFor(() => expect(result.current.data).toBeDefined());
  expect(lastParams()).toEqual({
    page: '3',
    sort_direction: 'descend',
    keyword: 'inn',
    'filters[status_id:equals]': '1',
  });
});

it('remembers changes and goes back to page 1 when anything but the page changes', async () => {
  const { result } = renderHook(() => useServerList('pads', pads.list), {
    wrapper: wrapperFor('/dashboard/pad-list'),
  });
  act(() => result.current.update({ page: 4 }));
  expect(readListState('pads')?.page).toBe(4);
  act(() => result.current.update({ keyword: 'pub' }));
  expect(readListState('pads')).toMatchObject({ page: 1, keyword: 'pub' });
});

it('opens a deep link pre-filtered, over the remembered state, once per history entry', async () => {
  writeListState('pads', defaultListState({ page: 5, keyword: 'old' }));
  const { result } = renderHook(() => useServerList('pads', pads.list, {}, { paramNames: ['type'] }), {
    wrapper: wrapperFor('/dashboard/pad-list?type=moderated&filters[is_claimed:equals]=1'),
  });
  await waitFor(() => expect(result.current.data).toBeDefined());
  expect(lastParams()).toEqual({
    page: '1',
    sort_direction: 'descend',
    type: 'moderated',
    'filters[is_claimed:equals]': '1',
  });
  await waitFor(() =>
    expect(readListState('pads')).toMatchObject({ page: 1, keyword: '', params: { type: 'moderated' } }),
  );
  // The same history entry again (a reload): the user's later changes win over the link.
  act(() => result.current.update({ page: 3 }));
  const again = renderHook(() => useServerList('pads', pads.list, {}, { paramNames: ['type'] }), {
    wrapper: wrapperFor('/dashboard/pad-list?type=moderated&filters[is_claimed:equals]=1'),
  });
  expect(again.result.current.state.page).toBe(3);
});

it('forgets the remembered state on a 500 and reports it', async () => {
  writeListState('pads', defaultListState({ page: 2 }));
  serve({ status: 500, data: { message: 'Boom', code: 'internal_error' } });
  const { result } = renderHook(() => useServerList('pads', pads.list), {
    wrapper: wrapperFor('/dashboard/pad-list'),
  });
  await waitFor(() => expect(result.current.failure).toEqual({ status: 500, message: 'Boom' }));
  expect(readListState('pads')).toBeNull();
});

it('keeps the state on other failures', async () => {
  writeListState('pads', defaultListState({ page: 2 }));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({ status: 422, data: {} });
  const { result } = renderHook(() => useServerList('pads', pads.list), {
    wrapper: wrapperFor('/dashboard/pad-list'),
  });
  await waitFor(() => expect(result.current.query.isError).toBe(true));
  expect(result.current.failure).toBeNull();
  expect(readListState('pads')?.page).toBe(2);
  error.mockRestore();
});

it('opens on the page a prefetch loaded (the remembered state), without asking for it again', async () => {
  writeListState('pads', defaultListState({ page: 2, keyword: 'heli' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchServerList(client, 'pads', pads.list);
  expect(api.calls).toHaveLength(1);
  expect(lastParams()).toEqual({ page: '2', sort_direction: 'descend', keyword: 'heli' });

  const { result } = renderHook(() => useServerList('pads', pads.list), {
    wrapper: wrapperFor('/dashboard/pad-list', client),
  });
  expect(result.current.data).toEqual(page);
  expect(result.current.query.isFetching).toBe(false);
  expect(api.calls).toHaveLength(1);
});
