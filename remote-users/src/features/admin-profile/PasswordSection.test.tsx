import { mockApi, fill, renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordSection } from './PasswordSection';

async function fillPasswords(password: string, confirmation: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await fill(screen.getByLabelText('Password'), password);
  await fill(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('PasswordSection', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => (api = mockApi({ 'PUT /admin/users/7': { data: { data: {} } } })));
  afterEach(() => api.restore());

  it('rejects a confirmation that does not match', async () => {
    renderWithProviders(<PasswordSection userId={7} />);
    await fillPasswords('secret-1', 'secret-2');
    expect(await screen.findByText('Password confirmation does not match')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('saves the new password and confirms it', async () => {
    renderWithProviders(<PasswordSection userId={7} />);
    await fillPasswords('secret-1', 'secret-1');
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: '/admin/users/7',
          body: { password: 'secret-1', password_confirmation: 'secret-1' },
        }),
      ),
    );
    expect(await screen.findByText('Your password has been changed successfully!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });
});
