import { apiClient } from '@pads/shared';
import { renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordSection } from './PasswordSection';

async function fillPasswords(password: string, confirmation: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('PasswordSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('rejects a confirmation that does not match', async () => {
    const put = jest.spyOn(apiClient, 'put');
    renderWithProviders(<PasswordSection userId={7} />);
    await fillPasswords('secret-1', 'secret-2');
    expect(await screen.findByText('Password confirmation does not match')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('saves the new password and confirms it', async () => {
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue({ data: { data: {} } });
    renderWithProviders(<PasswordSection userId={7} />);
    await fillPasswords('secret-1', 'secret-1');
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/users/7', { password: 'secret-1', password_confirmation: 'secret-1' }),
    );
    expect(await screen.findByText('Your password has been changed successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
