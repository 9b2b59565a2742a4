import { startupQueryKey, useSessionStore } from '@pads/shared';
import {
  createTestQueryClient,
  emptyStartupRoutes,
  mockApi,
  renderWithProviders,
  testAdmin,
} from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { StatsBar } from './StatsBar';

describe('StatsBar', () => {
  it("shows each count, 'n/a' when missing, linked to its pre-filtered list", () => {
    useSessionStore.getState().clearSession();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(startupQueryKey('stats'), { moderated_pads: 1200, claimed_pads: null });
    renderWithProviders(<StatsBar />, { queryClient });

    expect(screen.getByTestId('stat-moderated_pads')).toHaveTextContent('Moderated pads: 1,200');
    expect(screen.getByTestId('stat-moderated_pads')).toHaveAttribute('href', '/dashboard/pad-list?type=moderated');
    expect(screen.getByTestId('stat-claimed_pads')).toHaveTextContent('n/a');
    expect(screen.getByTestId('stat-claimed_pads')).toHaveAttribute(
      'href',
      '/dashboard/pad-list?filters[is_claimed:equals]=1',
    );
    expect(screen.getByTestId('stat-active_freemium_pilots')).toHaveAttribute(
      'href',
      '/dashboard/user-list?filters[role:equals]=2&filters[premium_state:equals]=freemium&filters[deleted_at:is_blank]=true&filters[active_30_days:equals]=1',
    );
    expect(screen.getByTestId('stat-deleted_accounts')).toHaveAttribute(
      'href',
      '/dashboard/user-list?filters[is_deleted_account:equals]=1',
    );
    expect(screen.getAllByRole('link')).toHaveLength(12);
  });

  it("shows '…' for every count until the stats arrive, then the counts", async () => {
    useSessionStore.getState().setSession('t', testAdmin);
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const api = mockApi({
      ...emptyStartupRoutes(),
      'GET /admin/stats': async () => (await held, { data: { data: { moderated_pads: 7 } } }),
    });
    try {
      renderWithProviders(<StatsBar />);
      expect(screen.getByTestId('stats-bar')).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByTestId('stat-moderated_pads')).toHaveTextContent('Moderated pads: …');
      answer();
      await waitFor(() => expect(screen.getByTestId('stat-moderated_pads')).toHaveTextContent('Moderated pads: 7'));
      expect(screen.getByTestId('stat-claimed_pads')).toHaveTextContent('n/a');
      expect(screen.getByTestId('stats-bar')).toHaveAttribute('aria-busy', 'false');
    } finally {
      api.restore();
      useSessionStore.getState().clearSession();
    }
  });
});
