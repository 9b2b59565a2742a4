// The demo announcements go through the panel's own service code, with images drawn by sharp.
import { seedDemoAnnouncements } from '../../src/seed/announcements.js';
import { DEMO_ADMIN } from '../../src/seed/index.js';
import { createFileStorage } from '../../src/storage/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { userWithToken } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

test('seeds demo announcements once, published, archived and animated ones included', async () => {
  const pilot = await userWithToken(ctx.db, { role: 2 });
  await userWithToken(ctx.db, { email: DEMO_ADMIN.email });
  const storage = createFileStorage(ctx.config);
  expect(await seedDemoAnnouncements(ctx.db, storage)).toBe(3);
  expect(await seedDemoAnnouncements(ctx.db, storage)).toBe(0);

  const feed = await ctx.app.inject({
    method: 'GET',
    url: '/api/announcements?device=android',
    headers: pilot.headers,
  });
  const data = feed.json().data as { name: string; slides: { mime: string }[] }[];
  expect(data.map((a) => a.name)).toEqual(['Welcome to the new Pads app', 'Summer fly-in season']);
  expect(data[1]!.slides.map((s) => s.mime)).toEqual(['image/gif', 'image/png']);
  const ios = await ctx.app.inject({ method: 'GET', url: '/api/announcements?device=ios', headers: pilot.headers });
  expect(ios.json().data.map((a: { name: string }) => a.name)).toEqual(['Welcome to the new Pads app']);
});
