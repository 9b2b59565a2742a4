import { searchProviders } from '@pads/shared';
import { mockApi } from '@pads/shared/testing';
import { revisionSearchProvider } from './revisionSearchProvider';
import routing from '../routing.json';

test("the './search' module registers the revisions area as remote-moderation declares it", async () => {
  await import('./index');
  expect(searchProviders().map(({ area, label, order }) => ({ area, label, order }))).toEqual(routing.search);
});

test('a revision is found by its id only, and says its type, pad and status', async () => {
  expect(['9001', '#9001', 'Wattisham', '52.1, 0.9'].map((q) => revisionSearchProvider.accepts?.(q))).toEqual([
    true,
    true,
    false,
    false,
  ]);
  const api = mockApi({
    'GET /admin/revisions/search': {
      data: { data: [{ id: 9001, type: 3, status: 1, pad_id: 12, pad_name: 'Wattisham Airfield', match: 'id' }] },
    },
  });
  try {
    expect(await revisionSearchProvider.search('9001', new AbortController().signal)).toEqual({
      results: [
        {
          key: '9001',
          kind: 'Revision',
          title: 'Revision 9001',
          details: ['Update', 'Pad: Wattisham Airfield', 'Pending'],
          path: '/dashboard/moderation-revision/9001',
        },
      ],
    });
  } finally {
    api.restore();
  }
});
