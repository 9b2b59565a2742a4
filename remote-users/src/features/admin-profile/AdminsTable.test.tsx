import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminsTable } from './AdminsTable';
import { adminsPage } from './testData';

describe('AdminsTable', () => {
  let api: ReturnType<typeof mockApi>;
  const lastListParams = () => api.calls.filter((call) => call.url === '/admin/users/get-admins').at(-1)?.params;
  beforeEach(() => {
    sessionStorage.clear();
    api = mockApi({ 'GET /admin/users/get-admins': { data: adminsPage } });
  });
  afterEach(() => api.restore());

  it('asks the server for active admins, newest first, and shows its columns', async () => {
    renderWithProviders(<AdminsTable />);
    expect(await screen.findByText('gone@pads.test')).toBeInTheDocument();
    expect(screen.getAllByText('First Name')[0]).toBeInTheDocument();
    expect(screen.getAllByText('Showing 1-2 of 2 listings')).toHaveLength(2);
    expect(lastListParams()).toEqual(
      expect.objectContaining({
        page: '1',
        sort_direction: 'descend',
        type: 'active',
        'filters[role:equals]': '1',
      }),
    );
  });

  it("'Show inactive users' switches to type=all and back", async () => {
    renderWithProviders(<AdminsTable />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show inactive users' }));
    await waitFor(() => expect(lastListParams()).toEqual(expect.objectContaining({ type: 'all' })));
    expect(screen.getByRole('button', { name: 'Hide inactive users' })).toBeInTheDocument();
  });

  it('sorts on the server when a column header is clicked', async () => {
    renderWithProviders(<AdminsTable />);
    await screen.findByText('gone@pads.test');
    await userEvent.click(screen.getAllByText('First Name')[0]!);
    await waitFor(() =>
      expect(lastListParams()).toEqual(
        expect.objectContaining({ sort_column: 'first_name', sort_direction: 'ascend' }),
      ),
    );
  });

  it("opens 'Register a new Admin'", async () => {
    renderWithProviders(<AdminsTable />);
    await userEvent.click(screen.getByRole('button', { name: /Add a new admin/ }));
    expect(await screen.findByText('Register a new Admin')).toBeInTheDocument();
  });
});
