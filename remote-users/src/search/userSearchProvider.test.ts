import { searchProviders } from '@pads/shared';
import { mockApi } from '@pads/shared/testing';
import { userSearchProvider } from './userSearchProvider';
import routing from '../routing.json';

test("the './search' module registers the users area as remote-users declares it", async () => {
  await import('./index');
  expect(searchProviders().map(({ area, label, order }) => ({ area, label, order }))).toEqual(routing.search);
});

test('each user says what they are: name, role and e-mail; a pasted point is not searched here', async () => {
  expect(userSearchProvider.accepts?.('52.127, 0.956')).toBe(false);
  expect(userSearchProvider.accepts?.('dana')).toBe(true);
  const api = mockApi({
    'GET /admin/users/search': {
      data: {
        data: [
          {
            id: 4412,
            name: 'Dana Scully',
            username: 'dscully',
            email: 'dana@example.com',
            role: 3,
            is_archived: true,
            match: 'email',
          },
          { id: 7, name: '', username: 'foxm', email: 'fox@example.com', role: 1, is_archived: false, match: 'prefix' },
        ],
      },
    },
  });
  try {
    const { results } = await userSearchProvider.search('dana', new AbortController().signal);
    expect(results).toEqual([
      {
        key: '4412',
        kind: 'User',
        title: 'Dana Scully',
        details: ['Owner', 'dana@example.com', '#4412'],
        tags: ['Archived'],
        path: '/dashboard/user-view/4412',
      },
      {
        key: '7',
        kind: 'User',
        title: 'foxm',
        details: ['Admin', 'fox@example.com', '#7'],
        tags: [],
        path: '/dashboard/user-view/7',
      },
    ]);
    expect(api.calls[0]!.params).toEqual({ q: 'dana' });
  } finally {
    api.restore();
  }
});
