import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerSearchProvider, useSessionStore, type SearchProvider } from '@pads/shared';
import { createTestQueryClient, renderWithProviders, testAdmin } from '@pads/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { directoryOf, ROUTING } from '../../remotes/testing/directory';
import { remoteDirectoryKeys } from '../../remotes/useRemoteDirectory';
import { SearchBoxButton } from './SearchBoxButton';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const pad = (id: number, title: string) => ({
  key: String(id),
  kind: 'Pad',
  title,
  details: ['Aerodrome', 'United Kingdom'],
  tags: ['Moderated'],
  path: `/dashboard/pad-view/${id}`,
});

// The pads area's provider as remote-pads' './search' registers it; the users remote is down; the moderation
// remote's provider takes ids only.
const padSearch = jest.fn<ReturnType<SearchProvider['search']>, Parameters<SearchProvider['search']>>();
const revisionSearch = jest.fn<ReturnType<SearchProvider['search']>, Parameters<SearchProvider['search']>>();

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHeader(directory = directoryOf()) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(remoteDirectoryKeys.all, directory);
  return renderWithProviders(
    <>
      <SearchBoxButton />
      <Where />
    </>,
    { route: '/dashboard/pad-list', queryClient },
  );
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().setSession('token', testAdmin);
  padSearch.mockReset();
  padSearch.mockImplementation(async (query) => ({
    results: query.startsWith('watt') ? [pad(12, 'Wattisham Airfield'), pad(13, 'Old Wattisham Hall')] : [],
  }));
  revisionSearch.mockReset();
  revisionSearch.mockResolvedValue({ results: [] });
  load.mockReset();
  load.mockImplementation(async (id: string) => {
    if (id === 'remote_users/search') throw new Error('Failed to fetch');
    // A remote's module registers its provider when it is first loaded (once per page: the loads are kept).
    if (id === 'remote_pads/search')
      registerSearchProvider({ area: 'pads', label: 'Pads', order: 10, search: padSearch });
    if (id === 'remote_moderation/search')
      registerSearchProvider({
        area: 'revisions',
        label: 'Revisions',
        order: 30,
        accepts: (q) => /^\d+$/.test(q),
        search: revisionSearch,
      });
    return {};
  });
});

test('Ctrl+K and / open the box; / typed in a text field does not; the remotes load only then', async () => {
  const user = userEvent.setup();
  renderHeader();
  expect(load).not.toHaveBeenCalled();
  await user.keyboard('{Control>}k{/Control}');
  const field = await screen.findByRole('combobox', { name: 'Search pads, users and revisions' });
  await waitFor(() => expect(field).toHaveFocus());
  expect(load.mock.calls.map(([id]) => id).sort()).toEqual([
    'remote_moderation/search',
    'remote_pads/search',
    'remote_users/search',
  ]);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  await user.keyboard('/');
  const box = await screen.findByRole('combobox');
  await user.type(box, 'a/b');
  expect(box).toHaveValue('a/b');
});

test('results come grouped by area; a remote that is down has a note; arrows and Enter open one, kept as recent', async () => {
  const user = userEvent.setup();
  renderHeader();
  await user.click(screen.getByTestId('search-button'));
  const box = await screen.findByRole('combobox');
  await user.type(box, 'watt');
  const pads = await screen.findByRole('group', { name: 'Pads' });
  expect(await within(pads).findAllByRole('option')).toHaveLength(2);
  // One request for what was typed once typing paused, not one per keystroke.
  expect(padSearch.mock.calls.map(([q]) => q)).toEqual(['watt']);
  expect(within(pads).getAllByRole('option')[0]).toHaveTextContent(
    'PadWattisham AirfieldModeratedAerodrome · United Kingdom',
  );
  expect(within(screen.getByRole('group', { name: 'Users' })).getByText(/^Not available/)).toHaveTextContent(
    'Not available: its section could not be loaded (Failed to fetch)',
  );
  // Revisions take ids only: no group for a name.
  expect(screen.queryByRole('group', { name: 'Revisions' })).not.toBeInTheDocument();
  expect(revisionSearch).not.toHaveBeenCalled();

  const [first, second] = within(pads).getAllByRole('option');
  expect(first).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}');
  expect(second).toHaveAttribute('aria-selected', 'true');
  expect(box).toHaveAttribute('aria-activedescendant', second!.id);
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/pad-view/13');

  // Before typing, the box shows what was opened last.
  await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
  await user.keyboard('{Control>}k{/Control}');
  const recent = await screen.findByRole('group', { name: 'Recently opened' });
  expect(within(recent).getByRole('option')).toHaveTextContent('Old Wattisham Hall');
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/pad-view/13');
});

test('a remote never seen in this browser and down now is named as not searched', async () => {
  const user = userEvent.setup();
  const { remote_reports: _reports, ...others } = ROUTING;
  renderHeader({
    ...directoryOf(others),
    unavailable: [{ name: 'remote_reports', error: new Error('Failed to fetch') }],
  });
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox'), 'watt');
  expect(await screen.findByText('Not searched (could not be reached): remote_reports')).toBeInTheDocument();
});

test('an id is searched from one digit, in the areas that take it; an area that fails says so', async () => {
  const user = userEvent.setup();
  padSearch.mockRejectedValue(new Error('The server is busy'));
  revisionSearch.mockResolvedValue({
    results: [
      {
        key: '9',
        kind: 'Revision',
        title: 'Revision 9',
        details: ['Update'],
        path: '/dashboard/moderation-revision/9',
      },
    ],
  });
  renderHeader();
  await user.keyboard('{Control>}k{/Control}');
  await user.type(await screen.findByRole('combobox'), '9');
  const revisions = await screen.findByRole('group', { name: 'Revisions' });
  expect(await within(revisions).findByRole('option')).toHaveTextContent('Revision 9');
  expect(await within(screen.getByRole('group', { name: 'Pads' })).findByText(/Could not search/)).toHaveTextContent(
    'Could not search: The server is busy',
  );
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/moderation-revision/9');
});
