import { searchProviders } from '@pads/shared';
import { mockApi } from '@pads/shared/testing';
import type { PadSearchHit } from './api/padSearch';
import routing from '../routing.json';

const hit = (over: Partial<PadSearchHit>): PadSearchHit => ({
  id: 12,
  name: 'Wattisham Airfield',
  category: 'Aerodrome',
  country: 'United Kingdom',
  icao: 'EGUW',
  hisc: null,
  is_moderated: true,
  is_private: false,
  is_archived: false,
  match: 'prefix',
  distance_m: null,
  ...over,
});

test("the './search' module registers the pads area as remote-pads declares it", async () => {
  await import('./index');
  expect(searchProviders().map(({ area, label, order }) => ({ area, label, order }))).toEqual(routing.search);
});

test('each pad says what it is: name, category, country and state; a code match shows the code; a point, the distance', async () => {
  const { padSearchProvider } = await import('./padSearchProvider');
  const api = mockApi({
    'GET /admin/pads/search': (request) => ({
      data:
        request.params.q === 'eguw'
          ? { data: [hit({ match: 'code', is_private: true, is_archived: true, is_moderated: false })], near: null }
          : {
              data: [hit({ match: 'nearest', distance_m: 2380 }), hit({ id: 13, distance_m: 40 })],
              near: { latitude: 52.127, longitude: 0.956 },
            },
    }),
  });
  try {
    const signal = new AbortController().signal;
    const code = await padSearchProvider.search('eguw', signal);
    expect(code).toEqual({
      results: [
        {
          key: '12',
          kind: 'Pad',
          title: 'Wattisham Airfield',
          details: ['Aerodrome', 'United Kingdom', 'ICAO EGUW', '#12'],
          tags: ['Unmoderated', 'Private', 'Archived'],
          path: '/dashboard/pad-view/12',
        },
      ],
      note: undefined,
    });
    const near = await padSearchProvider.search('52.127, 0.956', signal);
    expect(near.note).toBe('Nearest to 52.127, 0.956');
    expect(near.results.map((r) => r.context)).toEqual(['2.4 km away', '40 m away']);
    expect(near.results[0]!.tags).toEqual(['Moderated']);
    expect(api.calls[0]!.signal).toBe(signal);
  } finally {
    api.restore();
  }
});
