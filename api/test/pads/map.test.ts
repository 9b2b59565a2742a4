// The list map: clustered by grid cell for the viewport, following the list's filters.
import { isPredicateFilter } from '../../src/lists/index.js';
import { operatorsOf } from '../../src/lists/operators.js';
import { padList } from '../../src/modules/pads/pads.list.js';
import { createTestContext, type TestContext } from '../context.js';
import { qs, seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  // DROP DATABASE … WITH (FORCE) in ctx.close() can reach a pooled connection that is still closing.
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

interface MapBody {
  data: {
    places: Array<{ id: number; name: string; latitude: number; longitude: number; category_id: number }>;
    clusters: Array<{ latitude: number; longitude: number; count: number; bbox: number[] }>;
    total: number;
    zoom: number;
    grid: number;
  };
}

async function map(params: Record<string, string | number>, path = 'pads-for-map') {
  return ctx.app.inject({ method: 'GET', url: `/api/admin/pads/${path}?${qs(params)}`, headers: fx.admin.headers });
}

test.each(['pads-for-map', 'index-pads-for-map'])(
  '%s: zoomed out, nearby pads come back as clusters with counts',
  async (path) => {
    const res = await map({ zoom: 5 }, path);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as MapBody;
    expect(data.total).toBe(25);
    expect(data.clusters.length).toBeGreaterThan(0);
    expect(data.clusters.reduce((n, c) => n + c.count, 0) + data.places.length).toBe(25);
    expect(data.clusters.every((c) => c.count >= 4)).toBe(true);
    expect(data.clusters[0]!.bbox).toHaveLength(4);
  },
);

test('zoomed in, every pad is a place with id, name, latitude, longitude, category_id', async () => {
  const { data } = (await map({ zoom: 18 })).json() as MapBody;
  expect(data.clusters).toEqual([]);
  expect(data.places).toHaveLength(25);
  const kilo = data.places.find((p) => p.id === fx.pads['Kilo Claimed']);
  expect(kilo).toEqual({
    id: fx.pads['Kilo Claimed'],
    name: 'Kilo Claimed',
    latitude: 51.09,
    longitude: -1.09,
    category_id: 2,
  });
});

test('follows the list filters, keyword and quick filter', async () => {
  const priv = (await map({ zoom: 5, type: 'private' })).json() as MapBody;
  expect(priv.data.places.map((p) => p.name)).toEqual(['Delta Private']);
  const hotel = (await map({ zoom: 5, 'filters[category_id:equals]': 4 })).json() as MapBody;
  expect(hotel.data.places.map((p) => p.name)).toEqual(['Bravo Hotel']);
  const kw = (await map({ zoom: 12, keyword: 'filler' })).json() as MapBody;
  expect(kw.data.total).toBe(15);
});

test("a filter on the submitter's e-mail joins the submitter", async () => {
  const { data } = (await map({ zoom: 18, 'filters[submitter.user.email:contains]': 'frank@' })).json() as MapBody;
  expect(data.places.map((p) => p.name)).toEqual(['Golf Consumer']);
});

// The map reads pads alone (mapRepository.ts): a filter that reads another table must be declared to it.
test.each(Object.entries(padList.filters))('the list filter %s applies on the map', async (column, filter) => {
  const [operator, value] = isPredicateFilter(filter)
    ? ['equals', Object.keys(filter.cases)[0]!]
    : operatorsOf(filter).includes('is_not_blank')
      ? ['is_not_blank', '1']
      : ['equals', '1'];
  const res = await map({ zoom: 5, [`filters[${column}:${operator}]`]: value });
  expect([column, res.statusCode]).toEqual([column, 200]);
});

test('only pads inside the bbox', async () => {
  const inside = (await map({ zoom: 18, bbox: '-1.05,50.9,-0.9,51.05' })).json() as MapBody;
  expect(inside.data.places.map((p) => p.name).sort()).toEqual([
    'Alpha Field',
    'Bravo Hotel',
    'Charlie Pub',
    'Delta Private',
    'Echo Archived',
    'Foxtrot APOI',
  ]);
  const far = (await map({ zoom: 5, bbox: '100,-10,120,10' })).json() as MapBody;
  expect(far.data).toMatchObject({ total: 0, places: [], clusters: [] });
  // A box across the antimeridian still works.
  const across = (await map({ zoom: 5, bbox: '170,-90,-0.5,90' })).json() as MapBody;
  expect(across.data.total).toBe(25);
});

test.each([
  [{ bbox: '1,2,3' }, 'bbox'],
  [{ bbox: '0,10,1,5' }, 'bbox'],
  [{ bbox: '0,0,200,10' }, 'bbox'],
  [{ zoom: 30 }, 'zoom'],
  [{ zoom: 'x' }, 'zoom'],
  [{ grid: 1 }, 'grid'],
  [{ 'filters[nope:equals]': 1 }, 'filters[nope:equals]'],
])('422 for %j', async (params, field) => {
  const res = await map(params);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toHaveProperty([field]);
});
