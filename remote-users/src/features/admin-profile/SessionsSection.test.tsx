import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { pageNavigation, useSessionStore } from '@pads/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionsSection } from './SessionsSection';

const current = {
  id: 11,
  device: 'Chrome 130 on Linux',
  user_agent: 'Mozilla/5.0 … Chrome/130',
  ip: '10.0.0.1',
  created_at: '2026-01-05T08:00:00Z',
  last_used_at: '2026-01-05T09:15:00Z',
  expires_at: '2026-01-05T20:00:00Z',
  current: true,
};
const phone = {
  ...current,
  id: 12,
  device: 'Safari 17 on iOS 17.1 (mobile)',
  ip: '10.0.0.2',
  last_used_at: '2026-01-04T18:30:00Z',
  current: false,
};

describe('SessionsSection', () => {
  let api: ReturnType<typeof mockApi>;
  let sessions = [current, phone];
  beforeEach(() => {
    sessions = [current, phone];
    api = mockApi({
      'GET /admin/sessions': () => ({ data: { data: sessions } }),
      'DELETE /admin/sessions/12': () => {
        sessions = [current];
        return { status: 204, data: '' };
      },
      'DELETE /admin/sessions/11': { status: 204, data: '' },
      'POST /admin/sessions/end-others': () => {
        sessions = [current];
        return { data: { data: { ended: 1 } } };
      },
    });
  });
  afterEach(() => api.restore());

  it('lists the sessions with device, IP and times, and marks the current one', async () => {
    renderWithProviders(<SessionsSection />);
    const row = (await screen.findByText('Safari 17 on iOS 17.1 (mobile)')).closest('tr')!;
    expect(within(row).getByText('10.0.0.2')).toBeInTheDocument();
    expect(within(row).queryByText('This session')).not.toBeInTheDocument();
    const mine = screen.getByText('Chrome 130 on Linux').closest('tr')!;
    expect(within(mine).getByText('This session')).toBeInTheDocument();
    expect(within(mine).getByText('10.0.0.1')).toBeInTheDocument();
    expect(within(mine).getAllByText(/^\d{2} Jan 2026 \d{2}:\d{2}$/)).toHaveLength(2);
  });

  it('ends another session after confirming, and the list follows', async () => {
    renderWithProviders(<SessionsSection />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'End the session on Safari 17 on iOS 17.1 (mobile)' }),
    );
    expect(await screen.findByText('End this session?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByText('Safari 17 on iOS 17.1 (mobile)')).not.toBeInTheDocument());
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toContain('DELETE /admin/sessions/12');
  });

  it('ends all other sessions; the button is off when there are none', async () => {
    renderWithProviders(<SessionsSection />);
    await screen.findByText('Safari 17 on iOS 17.1 (mobile)');
    await userEvent.click(screen.getByRole('button', { name: 'End all other sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('1 session was ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled());
  });

  it('ending the current session signs this panel out', async () => {
    const assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    useSessionStore.getState().setSession('tok', { id: 7 } as never);
    renderWithProviders(<SessionsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'End the session on Chrome 130 on Linux' }));
    expect(await screen.findByText('End this session? You will be signed out.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login'));
    expect(useSessionStore.getState().token).toBeNull();
    assign.mockRestore();
  });
});
