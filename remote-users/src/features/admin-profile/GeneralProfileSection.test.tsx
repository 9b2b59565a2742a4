import { useSessionStore } from '@pads/shared';
import { mockApi, fill, renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneralProfileSection } from './GeneralProfileSection';
import { me } from './testData';

describe('GeneralProfileSection', () => {
  beforeEach(() => useSessionStore.getState().setSession('t', me));
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('shows the profile, edits it and saves the changes', async () => {
    api = mockApi({ 'PUT /admin/users/7': { data: { data: { ...me, first_name: 'Dana', version: 4 } } } });
    renderWithProviders(<GeneralProfileSection user={me} />);
    expect(screen.getByText('admin@pads.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = screen.getByLabelText('First Name');
    await userEvent.clear(firstName);
    await fill(firstName, 'Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // The version the profile was loaded with goes along: a stale edit is a 409, not an overwrite.
    await waitFor(() =>
      expect(api!.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/admin/users/7',
          body: { first_name: 'Dana', last_name: 'Admin', username: 'demo', email: 'admin@pads.test', version: 3 },
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument());
    expect(useSessionStore.getState().user?.first_name).toBe('Dana');
  });

  it('cancel leaves edit mode without saving', async () => {
    api = mockApi({});
    renderWithProviders(<GeneralProfileSection user={me} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("puts the server's field errors on the fields", async () => {
    api = mockApi({
      'PUT /admin/users/7': {
        status: 422,
        data: { message: 'Validation failed', errors: { username: ['The username has already been taken.'] } },
      },
    });
    renderWithProviders(<GeneralProfileSection user={me} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The username has already been taken.')).toBeInTheDocument();
  });

  it('a stale edit (409) shows the server message in the form alert', async () => {
    const stale = 'This user was changed by Ann Lee at 2026-11-23T10:00:00.000Z. Reload it and apply your edit again.';
    api = mockApi({ 'PUT /admin/users/7': { status: 409, data: { message: stale, code: 'conflict' } } });
    renderWithProviders(<GeneralProfileSection user={me} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('form-alert')).toHaveTextContent(stale);
  });
});
