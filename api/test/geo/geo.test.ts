import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestContext, type TestContext } from '../context.js';
import { userWithToken } from '../helpers.js';
import { seedReference } from '../fixtures/pads.js';

describe('with no geocoder configured', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext({ googleMapsServerKey: undefined, geocoderUrl: undefined });
    await seedReference(ctx.db);
    headers = (await userWithToken(ctx.db, { role: 2 })).headers; // any signed-in user, not only admins
  });
  afterAll(() => ctx.close());

  test('reverse for Dublin falls back to the offline country and a region of that country', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=53.3498&lng=-6.2603', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      country_code: 'IE',
      country: 'Republic of Ireland',
      region: 'Leinster',
      region_id: 1,
      latitude: 53.3498,
      longitude: -6.2603,
      source: 'offline',
    });
  });

  test('reverse in London picks the region named after the territory (England)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=51.5&lng=-0.12', headers });
    expect(res.json().data).toMatchObject({ country_code: 'GB', region: 'England', region_id: 4 });
  });

  test('without a name to match, the region of the nearest pad of the country is used', async () => {
    await ctx.db.$client.query(
      `INSERT INTO pads (name, category_id, latitude, longitude, country_code, region_id, region)
       VALUES ('Cork pad', 3, 51.9, -8.47, 'IE', 2, 'Munster')`,
    );
    const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=51.85&lng=-8.3', headers });
    expect(res.json().data).toMatchObject({ country_code: 'IE', region: 'Munster', region_id: 2 });
  });

  test('open sea has no country', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=30&lng=-45', headers });
    expect(res.json()).toEqual({ data: null });
  });

  test('predictions are empty and geocode finds nothing, without failing', async () => {
    const p = await ctx.app.inject({ method: 'GET', url: '/api/geo/predictions?q=Dublin', headers });
    expect(p.statusCode).toBe(200);
    expect(p.json()).toEqual({ data: [] });
    const g = await ctx.app.inject({ method: 'GET', url: '/api/geo/geocode?q=Dublin', headers });
    expect(g.json()).toEqual({ data: null });
  });

  test('bad coordinates are 422, and a session is required', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=91&lng=x', headers });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['lat', 'lng']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/geo/predictions?q=abc' })).statusCode).toBe(401);
  });
});

describe('with an open (Nominatim-compatible) geocoder', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let server: http.Server;
  let mode: 'ok' | 'down' = 'ok';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (mode === 'down') return void res.writeHead(503).end();
      const url = new URL(req.url!, 'http://x');
      res.setHeader('content-type', 'application/json');
      const place = {
        osm_type: 'relation',
        osm_id: 1109531,
        lat: '53.3498',
        lon: '-6.2603',
        display_name: 'Dublin, County Dublin, Leinster, Ireland',
        address: { city: 'Dublin', county: 'County Dublin', state: 'Leinster', country: 'Ireland', country_code: 'ie' },
      };
      if (url.pathname === '/reverse') return void res.end(JSON.stringify(place));
      res.end(JSON.stringify([place]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await createTestContext({ googleMapsServerKey: undefined, geocoderUrl: `http://127.0.0.1:${port}` });
    await seedReference(ctx.db);
    headers = (await userWithToken(ctx.db)).headers;
  });
  afterAll(async () => {
    await ctx.close();
    server.close();
  });

  test('predictions, geocode by place id and reverse use the provider', async () => {
    mode = 'ok';
    const p = await ctx.app.inject({ method: 'GET', url: '/api/geo/predictions?q=Dubl', headers });
    expect(p.json().data).toEqual([{ place_id: 'R1109531', description: 'Dublin, County Dublin, Leinster, Ireland' }]);
    const g = await ctx.app.inject({ method: 'GET', url: '/api/geo/geocode?place_id=R1109531', headers });
    expect(g.json().data).toMatchObject({
      address: 'Dublin, County Dublin, Leinster, Ireland',
      country: 'Ireland',
      country_code: 'IE',
      county: 'County Dublin',
      region: 'Leinster',
      region_id: 1,
      latitude: 53.3498,
      source: 'nominatim',
    });
  });

  test('a failing provider falls back instead of failing', async () => {
    mode = 'down';
    const p = await ctx.app.inject({ method: 'GET', url: '/api/geo/predictions?q=Dubl', headers });
    expect(p.json()).toEqual({ data: [] });
    const r = await ctx.app.inject({ method: 'GET', url: '/api/geo/reverse?lat=53.3498&lng=-6.2603', headers });
    expect(r.json().data).toMatchObject({ country_code: 'IE', region_id: 1, source: 'offline' });
  });
});
