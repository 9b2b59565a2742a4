// Pad Engagement All (GET /admin/pads/pad-stats, a list-engine table) and Fav/Rev (GET
// /admin/pads/pad-stats-with-calendar): views, PPR requests and reviews made through the pilot app's
// calls, counted here per pad; the generic table's filters, keyword and sorts, Fav/Rev's date range and
// sorts. Favourites are kept by the pilot app and no call of this API makes one: they are written as rows.
import { userFavourites } from '../../../src/db/schema.js';
import {
  appCall,
  archivePad,
  checkSorts,
  DAY,
  day,
  expectedOrder,
  fieldsOf,
  person,
  report,
  reportWorld,
  signIn,
  submittedPads,
  type Headers,
  type ReportWorld,
} from '../../fixtures/reports.js';

let w: ReportWorld;

interface Plan {
  name: string;
  country: 'IE' | 'GB';
  category: number;
  views: number;
  ppr: number;
  /** Favourites, each made this many days ago. */
  favourites: number[];
  reviews: number;
  archived?: boolean;
}
const PLANS: Plan[] = [
  { name: 'Heron Field', country: 'IE', category: 3, views: 3, ppr: 1, favourites: [0, 20], reviews: 1 },
  { name: 'Heron Lodge', country: 'GB', category: 3, views: 1, ppr: 2, favourites: [], reviews: 0 },
  { name: 'Kestrel Farm', country: 'IE', category: 3, views: 0, ppr: 0, favourites: [0], reviews: 2 },
  { name: 'Osprey Point', country: 'GB', category: 4, views: 2, ppr: 0, favourites: [40], reviews: 0 },
  { name: 'Heron Barn', country: 'IE', category: 3, views: 1, ppr: 1, favourites: [], reviews: 0, archived: true },
];
const made: (Plan & { id: number })[] = [];

const GB = {
  address: '2 Mill Road',
  country: 'United Kingdom',
  country_code: 'GB',
  county: 'Kent',
  region: 'England',
  latitude: 51.2,
  longitude: 0.9,
};

beforeAll(async () => {
  w = await reportWorld();
  const pilots: Headers[] = [];
  const pilotIds: number[] = [];
  for (let i = 0; i < 3; i++) {
    const user = await person(w);
    pilotIds.push(user.id);
    pilots.push((await signIn(w, user.email)).headers);
  }
  for (const plan of PLANS) {
    const location = plan.country === 'GB' ? { location: GB } : {};
    const [id] = await submittedPads(w, pilots[0]!, 1, { name: plan.name, category_id: plan.category, ...location });
    const each = async (n: number, call: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < n; i++) await call(i);
    };
    await each(plan.views, (i) => appCall(w, `/app/pads/${id}/view`, pilots[i % 3]!));
    await each(plan.ppr, (i) => appCall(w, `/app/pads/${id}/ppr`, pilots[i % 3]!));
    await each(plan.reviews, (i) => appCall(w, `/app/pads/${id}/reviews`, pilots[i]!, { rating: 4, comment: 'Fine' }));
    if (plan.favourites.length)
      await w.ctx.db.insert(userFavourites).values(
        plan.favourites.map((daysAgo, i) => ({
          pad_id: id!,
          user_id: pilotIds[i]!,
          created_at: new Date(Date.now() - daysAgo * DAY),
        })),
      );
    if (plan.archived) await archivePad(w, id!);
    made.push({ ...plan, id: id! });
  }
}, 60_000);
afterAll(() => w.close());

describe('Pad Engagement All', () => {
  interface Row {
    id: number;
    name: string;
    views: number;
    ppr_count: number;
    favourites: number;
    reviews: number;
  }
  const expected = (keep: (p: (typeof made)[number]) => boolean): Row[] =>
    made
      .filter((p) => !p.archived && keep(p))
      .map((p) => ({
        id: p.id,
        name: p.name,
        views: p.views,
        ppr_count: p.ppr,
        favourites: p.favourites.length,
        reviews: p.reviews,
      }));
  const rows = async (query: string) => (await report<Row>(w, `/pads/pad-stats?${query}`)).data;
  const byId = (list: Row[]) => [...list].sort((a, b) => a.id - b.id);

  test('every live pad with its views, PPR requests, favourites and reviews, newest pad first', async () => {
    const res = await report<Row>(w, '/pads/pad-stats');
    expect(res.meta.total).toBe(expected(() => true).length);
    const newestFirst = expectedOrder(
      expected(() => true),
      (r) => r.id,
      'desc',
      (r) => r.id,
    );
    expect(res.data).toEqual(newestFirst.map((r) => expect.objectContaining(r)));
    expect(res.data).toHaveLength(newestFirst.length);
  });

  test('a filter, the name keyword, and both together', async () => {
    const ids = async (query: string) => byId(await rows(query)).map((r) => r.id);
    const expectedIds = (keep: (p: (typeof made)[number]) => boolean) => byId(expected(keep)).map((r) => r.id);
    expect(await ids('filters[country_code:equals]=GB')).toEqual(expectedIds((p) => p.country === 'GB'));
    expect(await ids('filters[category_id:equals]=4')).toEqual(expectedIds((p) => p.category === 4));
    expect(await ids('filters[name:contains]=heron')).toEqual(expectedIds((p) => p.name.startsWith('Heron')));
    expect(await ids('keyword=heron')).toEqual(expectedIds((p) => p.name.startsWith('Heron')));
    expect(await ids('keyword=kestrel')).toEqual(expectedIds((p) => p.name === 'Kestrel Farm'));
    expect(await ids('keyword=heron&filters[country_code:equals]=IE')).toEqual(
      expectedIds((p) => p.name.startsWith('Heron') && p.country === 'IE'),
    );
    expect(await ids('keyword=heron&filters[country_code:equals]=IE')).toHaveLength(1);
  });

  test('every sortable column, both ways (ties by id the same way); newest pad first by default', async () => {
    await checkSorts({
      rows: expected(() => true),
      answer: async (query) => (await rows(query)).map((r) => r.id),
      id: (r) => r.id,
      tie: (r) => r.id,
      tieFollows: true,
      words: { asc: 'ascend', desc: 'descend' },
      columns: fieldsOf<Row>('id', 'name', 'views', 'ppr_count', 'favourites', 'reviews'),
      byDefault: ['id', 'desc'],
    });
  });
});

describe('Pad Engagement Fav/Rev', () => {
  interface Row {
    id: number;
    name: string;
    favourites: number;
    reviews: number;
  }
  /** The pads favourited or reviewed in the range, counted here (reviews are all from today). */
  const expected = (from: number, to: number): Row[] =>
    made
      .map((p) => ({
        id: p.id,
        name: p.name,
        favourites: p.favourites.filter((d) => d <= from && d >= to).length,
        reviews: to === 0 ? p.reviews : 0,
      }))
      .filter((r) => r.favourites + r.reviews > 0);
  const rows = async (query: string, byId = true) => {
    const { data } = await report<Row>(w, `/pads/pad-stats-with-calendar?${query}`);
    return byId ? data.sort((a, b) => a.id - b.id) : data;
  };

  test('favourites and reviews made in the range, both days included', async () => {
    const ranges: [number, number][] = [
      [0, 0],
      [20, 0],
      [40, 0],
      [40, 20],
      [40, 40],
      [19, 1],
    ];
    for (const [from, to] of ranges)
      expect({ from, to, rows: await rows(`from=${day(-from)}&to=${day(-to)}`) }).toEqual({
        from,
        to,
        rows: expected(from, to),
      });
  });

  test('every sortable column, both ways; by favourites, most first, by default', async () => {
    const range = `from=${day(-40)}&to=${day(0)}`;
    await checkSorts({
      rows: expected(40, 0),
      answer: async (query) => (await rows(`${range}&${query}`, false)).map((r) => r.id),
      id: (r) => r.id,
      tie: (r) => r.id,
      columns: fieldsOf<Row>('id', 'name', 'favourites', 'reviews'),
      byDefault: ['favourites', 'desc'],
    });
  });
});
