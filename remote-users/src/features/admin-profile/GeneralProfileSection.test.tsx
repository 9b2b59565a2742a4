import { apiClient, useSessionStore } from '@pads/shared';
import { apiError, renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneralProfileSection } from './GeneralProfileSection';
import { me } from './testData';

describe('GeneralProfileSection', () => {
  beforeEach(() => useSessionStore.getState().setSession('t', me));
  afterEach(() => jest.restoreAllMocks());

  it('shows the profile, edits it and saves the changes', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { data: { ...me, first_name: 'Dana' } } });
    renderWithProviders(<GeneralProfileSection user={me} />);
    expect(screen.getByText('admin@pads.test')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const firstName = screen.getByLabelText('First Name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/users/7', {
        first_name: 'Dana',
        last_name: 'Admin',
        username: 'demo',
        email: 'admin@pads.test',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument());
    expect(useSessionStore.getState().user?.first_name).toBe('Dana');
  });

  it('cancel leaves edit mode without saving', async () => {
    const put = jest.spyOn(apiClient, 'put');
    renderWithProviders(<GeneralProfileSection user={me} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the fields", async () => {
    jest
      .spyOn(apiClient, 'put')
      .mockRejectedValue(
        apiError(422, { message: 'Validation failed', errors: { username: ['The username has already been taken.'] } }),
      );
    renderWithProviders(<GeneralProfileSection user={me} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The username has already been taken.')).toBeInTheDocument();
  });
});
