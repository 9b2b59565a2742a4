import { mockApi, fill, renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewAdminModal } from './NewAdminModal';

async function fillForm() {
  await fill(screen.getByLabelText('Name'), 'Ann');
  await fill(screen.getByLabelText('Surname'), 'Lee');
  await fill(screen.getByLabelText('Username'), 'ann');
  await fill(screen.getByLabelText('Email'), 'ann@pads.test');
  await fill(screen.getByLabelText('Password'), 'secret-1');
  await fill(screen.getByLabelText('Confirm Password'), 'secret-1');
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('NewAdminModal', () => {
  let api: ReturnType<typeof mockApi> | undefined;
  afterEach(() => api?.restore());

  it('validates with the spec messages', async () => {
    renderWithProviders(<NewAdminModal open onClose={() => undefined} />);
    expect(screen.getByText('Register a new Admin')).toBeInTheDocument();
    await fill(screen.getByLabelText('Password'), 'one');
    await fill(screen.getByLabelText('Confirm Password'), 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The two passwords that you entered do not match!')).toBeInTheDocument();
  });

  it('creates an admin with role 1 and accepted terms', async () => {
    api = mockApi({ 'POST /admin/users': { status: 201, data: { data: { id: 9 } } } });
    const onClose = jest.fn();
    renderWithProviders(<NewAdminModal open onClose={onClose} />);
    await fillForm();
    await waitFor(() =>
      expect(api!.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/admin/users',
          body: {
            first_name: 'Ann',
            last_name: 'Lee',
            username: 'ann',
            email: 'ann@pads.test',
            password: 'secret-1',
            password_confirmation: 'secret-1',
            role: 1,
            is_tac_accepted: true,
          },
        }),
      ),
    );
    expect(await screen.findByText('Admin was created successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("notifies 'Error' and marks the fields the server rejected", async () => {
    api = mockApi({
      'POST /admin/users': {
        status: 422,
        data: { message: 'Validation failed', errors: { email: ['The email has already been taken.'] } },
      },
    });
    renderWithProviders(<NewAdminModal open onClose={() => undefined} />);
    await fillForm();
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.getByText('Validation failed')).toBeInTheDocument();
  });
});
