import { createTestQueryClient, renderWithProviders } from '@pads/shared/testing';
import { useLoadingStore } from '@pads/shared';
import { act, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { TopLoadingBar } from './TopLoadingBar';

describe('TopLoadingBar', () => {
  afterEach(() => NProgress.remove());

  it('shows while a query is fetching or code is loading, and is done after both, without re-rendering', async () => {
    const queryClient = createTestQueryClient();
    let renders = 0;
    const Counted = () => {
      renders += 1;
      return <TopLoadingBar />;
    };
    renderWithProviders(<Counted />, { queryClient });
    expect(NProgress.isStarted()).toBe(false);

    let answer: (value: string) => void = () => undefined;
    const fetched = queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    await waitFor(() => expect(NProgress.isStarted()).toBe(true));
    act(() => useLoadingStore.getState().begin());
    await act(async () => {
      answer('done');
      await fetched;
    });
    expect(NProgress.isStarted()).toBe(true);
    act(() => useLoadingStore.getState().end());
    await waitFor(() => expect(NProgress.isStarted()).toBe(false));
    expect(renders).toBe(1);
  });
});
