// Announcements end to end on the real app and database: create, rename, order, publish rules, the image
// limit, archive, upload checks by content, the generic upload routes, and the feed the apps read.
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { activityLogs, announcementUploads } from '../../src/db/schema.js';
import { createTestContext, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';
import { image, multipartBody, type Part } from '../fixtures/pads.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let pilot: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  ctx = await createTestContext({ publicUrl: 'http://api.test' });
  admin = await userWithToken(ctx.db, { first_name: 'Ann', last_name: 'Admin' });
  pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
});
afterAll(() => ctx.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const api = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers = admin.headers,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(name: string): Promise<Json> {
  const res = await api('POST', '/admin/announcement', { name, order: 1 });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function upload(id: number, device: string, files: Buffer[], names?: string[]) {
  const parts: Part[] = [
    { name: 'device_type', value: device },
    ...files.map((data, i) => ({ name: 'upload', value: data, filename: names?.[i] ?? `slide-${i + 1}.png` })),
  ];
  const { payload, headers } = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/uploads/multiple-upload/announcement/${id}`,
    payload,
    headers: { ...admin.headers, ...headers },
  });
}

async function animatedGif(frames = 4, width = 40, height = 30): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let f = 0; f < frames; f++) raw.fill(f * 60, f * width * height * 3, (f + 1) * width * height * 3);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif()
    .toBuffer();
}

const list = async (query = '') => (await api('GET', `/admin/announcement${query}`)).json();

test('creates announcements at the end of the order and renames them, logging each write', async () => {
  const first = await create('  Spring fly-in  ');
  expect(first).toMatchObject({ name: 'Spring fly-in', deleted_at: null, uploads_count: 0, uploads: [] });
  expect(first.android).toEqual({ is_enabled: false, is_published: false, uploads: [] });
  const second = await create('Summer news');
  expect(second.order).toBe(first.order + 1);

  const renamed = await api('POST', '/admin/announcement', {
    announcement_id: first.id,
    name: 'Spring fly-in 2027',
    version: first.version,
  });
  expect(renamed.statusCode).toBe(200);
  expect(renamed.json().data).toMatchObject({ id: first.id, name: 'Spring fly-in 2027', order: first.order });

  // A rename made on the version before that one is stale.
  const stale = await api('POST', '/admin/announcement', {
    announcement_id: first.id,
    name: 'Lost edit',
    version: first.version,
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toMatch(/changed by Ann Admin at/);

  const logs = await ctx.db.select().from(activityLogs).where(eq(activityLogs.entity_id, first.id));
  expect(logs.map((log) => log.action)).toEqual(
    expect.arrayContaining(['announcement_created', 'announcement_renamed']),
  );
  const rename = logs.find((log) => log.action === 'announcement_renamed')!;
  expect(rename.changes).toEqual({ name: { before: 'Spring fly-in', after: 'Spring fly-in 2027' } });
});

test('refuses bad names, unknown and malformed ids', async () => {
  const empty = await api('POST', '/admin/announcement', { name: '' });
  expect(empty.statusCode).toBe(422);
  expect(empty.json().errors.name).toEqual(['Please enter name']);
  const short = await api('POST', '/admin/announcement', { name: 'ab' });
  expect(short.json().errors.name).toEqual(['Must be at least 3 characters']);
  expect((await api('POST', '/admin/announcement', { name: { x: 1 } })).statusCode).toBe(422);
  expect((await api('POST', '/admin/announcement', { announcement_id: 999999, name: 'Nobody' })).statusCode).toBe(404);
  expect((await api('GET', '/admin/announcement/show/999999')).statusCode).toBe(404);
  expect((await api('GET', '/admin/announcement/show/abc')).statusCode).toBe(422);
  expect((await api('PUT', '/admin/announcement/toggle-announcement-deletion/abc')).statusCode).toBe(422);
});

test('lists announcements by order with the declared columns, keyword and filters', async () => {
  const body = await list();
  expect(body.entity).toBe('announcements');
  expect(body.columns.map((c: Json) => c.column)).toEqual(
    expect.arrayContaining([
      'order',
      'name',
      'uploads_count',
      'is_published_android',
      'is_published_ios',
      'deleted_at',
    ]),
  );
  const orders = body.data.map((row: Json) => row.order);
  expect(orders).toEqual([...orders].sort((a, b) => a - b));
  expect(body.data[0]).toMatchObject({ uploads_count: 0, is_published_android: false });

  const found = await list('?keyword=Summer');
  expect(found.data.map((row: Json) => row.name)).toEqual(['Summer news']);
  const descending = await list('?sort_column=order&sort_direction=descend');
  expect(descending.data[0].order).toBe(Math.max(...orders));
  expect((await api('GET', '/admin/announcement?filters[nope:equals]=1')).statusCode).toBe(422);
});

test('renumbers the order from 1, and a reorder under a filter moves only the rows it shows', async () => {
  const created = [];
  for (const name of ['Order A', 'Order B', 'Order C', 'Order D', 'Order E']) created.push(await create(name));
  const all = (await list()).data as Json[];
  const ids = all.map((row) => row.id);

  // The whole list, reversed, with arbitrary numbers: renumbered 1..N in that order.
  const reversed = [...ids].reverse().map((id, index) => ({ id, order: (index + 1) * 10 }));
  const res = await api('PUT', '/admin/announcement/order-announcements', { announcement: reversed });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.map((row: Json) => [row.id, row.order])).toEqual(
    [...ids].reverse().map((id, index) => [id, index + 1]),
  );

  // Under a filter showing A, C and E, E dragged to the top takes the first of their three positions.
  const filtered = (await list('?keyword=Order')).data as Json[];
  const shown = filtered.filter((row) => ['Order A', 'Order C', 'Order E'].includes(row.name));
  const slots = shown.map((row) => row.order);
  const moved = [shown[2]!, shown[0]!, shown[1]!];
  const reorder = await api('PUT', '/admin/announcement/order-announcements', {
    announcement: moved.map((row, index) => ({ id: row.id, order: index + 1 })),
  });
  expect(reorder.statusCode).toBe(200);
  const after = (await list()).data as Json[];
  expect(after.map((row) => row.order)).toEqual(after.map((_, index) => index + 1));
  const orderOf = (id: number) => after.find((row) => row.id === id)!.order;
  expect(moved.map((row) => orderOf(row.id))).toEqual(slots);
  // Rows the filter hid keep their positions.
  for (const row of filtered.filter((r) => !shown.includes(r))) expect(orderOf(row.id)).toBe(row.order);

  const unknown = await api('PUT', '/admin/announcement/order-announcements', {
    announcement: [{ id: 999999, order: 1 }],
  });
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json().errors['announcement.0.id']).toEqual(['The selected id is invalid.']);
  const repeated = await api('PUT', '/admin/announcement/order-announcements', {
    announcement: [
      { id: ids[0], order: 1 },
      { id: ids[0], order: 2 },
    ],
  });
  expect(repeated.statusCode).toBe(422);
  expect((await api('PUT', '/admin/announcement/order-announcements', { announcement: [] })).statusCode).toBe(422);
  expect((await api('PUT', '/admin/announcement/order-announcements', {})).statusCode).toBe(422);
});

test('uploads slides per platform, checked by content; GIFs stay animated', async () => {
  const a = await create('Slides');
  const png = await image('png', 320, 200);
  const res = await upload(a.id, 'android', [png, await image('jpeg', 300, 200)], ['one.png', 'two.jpg']);
  expect(res.statusCode).toBe(201);
  const data = res.json().data;
  expect(data.android.uploads.map((u: Json) => [u.title, u.order, u.mime])).toEqual([
    ['one.png', 1, 'image/png'],
    ['two.jpg', 2, 'image/jpeg'],
  ]);
  expect(data.uploads_count).toBe(2);
  const file = await ctx.app.inject({ method: 'GET', url: new URL(data.android.uploads[0].file_url).pathname });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');

  const gif = await upload(a.id, 'ios', [await animatedGif()], ['moving.gif']);
  expect(gif.statusCode).toBe(201);
  const slide = gif.json().data.ios.uploads[0];
  expect(slide).toMatchObject({ mime: 'image/gif', frames: 4, width: 40, height: 30 });
  const stored = await ctx.app.inject({ method: 'GET', url: new URL(slide.file_url).pathname });
  expect((await sharp(stored.rawPayload, { animated: true }).metadata()).pages).toBe(4);
  const thumb = await ctx.app.inject({ method: 'GET', url: new URL(slide.thumb_url).pathname });
  expect((await sharp(thumb.rawPayload, { animated: true }).metadata()).pages).toBe(4);

  // A PNG name on other bytes, a truncated PNG, and a kind not accepted (WebP) are refused.
  const fake = await upload(a.id, 'android', [Buffer.from('not an image at all')], ['fake.png']);
  expect(fake.statusCode).toBe(422);
  expect(fake.json().errors['upload.0']).toEqual(['The image must be a PNG, JPEG or GIF file.']);
  expect((await upload(a.id, 'android', [png.subarray(0, 60)], ['cut.png'])).statusCode).toBe(422);
  const webp = await sharp(png).webp().toBuffer();
  expect((await upload(a.id, 'android', [webp], ['a.webp'])).statusCode).toBe(422);
  // A GIF header declaring too many frames is refused before decoding.
  const many = await upload(a.id, 'android', [await animatedGif(301, 4, 4)], ['many.gif']);
  expect(many.statusCode).toBe(422);
  expect(many.json().errors['upload.0'][0]).toMatch(/at most 300 frames/);

  expect((await upload(a.id, 'windows', [png])).json().errors.device_type).toEqual([
    'The device must be android or ios.',
  ]);
  expect((await upload(999999, 'android', [png])).statusCode).toBe(404);
  const pilotUpload = await ctx.app.inject({
    method: 'POST',
    url: `/api/uploads/multiple-upload/announcement/${a.id}`,
    ...multipartBody([{ name: 'upload', value: png, filename: 'a.png' }]),
    headers: { ...pilot.headers, ...multipartBody([]).headers },
  });
  expect(pilotUpload.statusCode).toBe(403);
  const rows = await ctx.db.select().from(announcementUploads).where(eq(announcementUploads.announcement_id, a.id));
  expect(rows).toHaveLength(3);
});

test('holds at most 5 images per announcement, both platforms together', async () => {
  const a = await create('Five images');
  const png = await image('png', 64, 64);
  expect((await upload(a.id, 'android', [png, png, png])).statusCode).toBe(201);
  expect((await upload(a.id, 'ios', [png, png])).statusCode).toBe(201);
  const sixth = await upload(a.id, 'ios', [png]);
  expect(sixth.statusCode).toBe(422);
  expect(sixth.json().errors.upload).toEqual(['An announcement can have at most 5 images.']);
  const b = await create('Six at once');
  const batch = await upload(b.id, 'android', [png, png, png, png, png, png]);
  expect(batch.statusCode).toBe(422);
  expect(batch.json().message).toBe('An announcement can have at most 5 images.');
  expect((await api('GET', `/admin/announcement/show/${b.id}`)).json().data.uploads_count).toBe(0);
});

test('publishes a platform only with slides; a published platform is locked', async () => {
  const a = await create('Publish rules');
  const refused = await api('PUT', `/admin/announcement/toggle-published-device/${a.id}`, { device: 'android' });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().errors.device).toEqual(['Upload at least one Android image before publishing.']);
  expect((await api('PUT', `/admin/announcement/toggle-published-device/${a.id}`, { device: 'tv' })).statusCode).toBe(
    422,
  );

  const png = await image('png', 64, 64);
  const slides = (await upload(a.id, 'android', [png, png])).json().data.android.uploads as Json[];
  const published = await api('PUT', `/admin/announcement/toggle-published-device/${a.id}`, { device: 'android' });
  expect(published.statusCode).toBe(200);
  expect(published.json().data).toMatchObject({ is_published_android: true, is_published_ios: false });
  expect(published.json().data.android.is_enabled).toBe(true);

  // Locked: no upload, removal or reorder on the published platform; iOS is still open.
  expect((await upload(a.id, 'android', [png])).statusCode).toBe(422);
  expect((await api('DELETE', `/uploads/${slides[0]!.id}`)).statusCode).toBe(422);
  const order = [
    { id: slides[1]!.id, order: 1 },
    { id: slides[0]!.id, order: 2 },
  ];
  expect((await api('POST', '/uploads/add-upload-order', order)).statusCode).toBe(422);
  expect((await upload(a.id, 'ios', [png])).statusCode).toBe(201);

  // Setting a state is idempotent; a toggle without it flips.
  const again = await api('PUT', `/admin/announcement/toggle-published-device/${a.id}`, {
    device: 'android',
    is_published: true,
  });
  expect(again.json().data.is_published_android).toBe(true);
  const off = await api('PUT', `/admin/announcement/toggle-published-device/${a.id}`, { device: 'android' });
  expect(off.json().data.is_published_android).toBe(false);
  const logs = await ctx.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity_id, a.id), eq(activityLogs.entity_type, 'announcement')));
  expect(logs.filter((l) => l.action === 'announcement_published')).toHaveLength(1);
  expect(logs.filter((l) => l.action === 'announcement_unpublished')).toHaveLength(1);
});

test('reorders and deletes slides through the generic upload routes', async () => {
  const a = await create('Slide order');
  const png = await image('png', 64, 64);
  const slides = (await upload(a.id, 'android', [png, png, png], ['s1.png', 's2.png', 's3.png'])).json().data.android
    .uploads as Json[];
  const [s1, s2, s3] = slides.map((s) => s.id) as [number, number, number];

  const res = await api('POST', '/uploads/add-upload-order', [
    { id: s3, order: 1 },
    { id: s1, order: 2 },
    { id: s2, order: 3 },
  ]);
  expect(res.statusCode).toBe(204);
  let shown = (await api('GET', `/admin/announcement/show/${a.id}`)).json().data;
  expect(shown.android.uploads.map((u: Json) => u.title)).toEqual(['s3.png', 's1.png', 's2.png']);

  // The object form is accepted too; the items sent swap within the positions they held.
  const swap = {
    uploads: [
      { id: s1, order: 1 },
      { id: s3, order: 2 },
    ],
  };
  expect((await api('POST', '/uploads/add-upload-order', swap)).statusCode).toBe(204);

  // Ids of another announcement, of an unknown upload, or missing fields: refused, nothing applied.
  const other = await create('Other slides');
  const [o1] = (await upload(other.id, 'android', [png])).json().data.android.uploads as Json[];
  const mixed = await api('POST', '/uploads/add-upload-order', [
    { id: s2, order: 1 },
    { id: o1!.id, order: 2 },
  ]);
  expect(mixed.statusCode).toBe(422);
  const unknown = await api('POST', '/uploads/add-upload-order', [
    { id: s2, order: 1 },
    { id: 99999999, order: 2 },
  ]);
  expect(unknown.statusCode).toBe(422);
  expect(unknown.json().errors['uploads.1.id']).toEqual(['The selected upload does not exist.']);
  expect((await api('POST', '/uploads/add-upload-order', [{ id: 'x' }])).statusCode).toBe(422);
  expect((await api('POST', '/uploads/add-upload-order', {})).statusCode).toBe(422);
  shown = (await api('GET', `/admin/announcement/show/${a.id}`)).json().data;
  expect(shown.android.uploads.map((u: Json) => u.title)).toEqual(['s1.png', 's3.png', 's2.png']);

  const fileUrl = new URL(shown.android.uploads[0].file_url).pathname;
  expect((await api('DELETE', `/uploads/${s1}`)).statusCode).toBe(204);
  expect((await ctx.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);
  shown = (await api('GET', `/admin/announcement/show/${a.id}`)).json().data;
  expect(shown.android.uploads.map((u: Json) => [u.title, u.order])).toEqual([
    ['s3.png', 1],
    ['s2.png', 2],
  ]);
  expect((await api('DELETE', `/uploads/${s1}`)).statusCode).toBe(404);
  expect((await api('DELETE', '/uploads/abc')).statusCode).toBe(422);
  expect((await api('DELETE', `/uploads/${s2}`, undefined, pilot.headers)).statusCode).toBe(403);
  expect((await ctx.app.inject({ method: 'DELETE', url: `/api/uploads/${s2}` })).statusCode).toBe(401);
});

test('archives and unarchives, returning the new deleted_at', async () => {
  const a = await create('Archive me');
  const archived = await api('PUT', `/admin/announcement/toggle-announcement-deletion/${a.id}`);
  expect(archived.statusCode).toBe(200);
  expect(archived.json().data.deleted_at).toEqual(expect.any(String));
  const row = ((await list('?filters[is_archived:equals]=1')).data as Json[]).find((r) => r.id === a.id);
  expect(row?.deleted_at).toEqual(expect.any(String));
  const restored = await api('PUT', `/admin/announcement/toggle-announcement-deletion/${a.id}`);
  expect(restored.json().data.deleted_at).toBeNull();
  const actions = (await ctx.db.select().from(activityLogs).where(eq(activityLogs.entity_id, a.id))).map(
    (l) => l.action,
  );
  expect(actions).toEqual(expect.arrayContaining(['announcement_archived', 'announcement_unarchived']));
});

test('the feed lists published, live announcements in order with their slides, with an ETag and 304', async () => {
  const feedOf = (device: string, headers: Record<string, string> = pilot.headers) =>
    ctx.app.inject({ method: 'GET', url: `/api/announcements?device=${device}`, headers });
  const png = await image('png', 64, 64);
  const x = await create('Feed X');
  const y = await create('Feed Y');
  const z = await create('Feed Z (archived)');
  for (const a of [x, y, z]) {
    await upload(a.id, 'android', [png, png], [`${a.id}-1.png`, `${a.id}-2.png`]);
    await api('PUT', `/admin/announcement/toggle-published-device/${a.id}`, { device: 'android' });
  }
  await api('PUT', `/admin/announcement/toggle-announcement-deletion/${z.id}`);

  const first = await feedOf('android');
  expect(first.statusCode).toBe(200);
  const names = (first.json().data as Json[]).map((a) => a.name);
  expect(names).toEqual(expect.arrayContaining(['Feed X', 'Feed Y']));
  expect(names).not.toContain('Feed Z (archived)');
  expect(names.indexOf('Feed X')).toBeLessThan(names.indexOf('Feed Y'));
  const feedX = (first.json().data as Json[]).find((a) => a.id === x.id)!;
  expect(feedX.slides.map((s: Json) => s.title)).toEqual([`${x.id}-1.png`, `${x.id}-2.png`]);
  expect(feedX.slides[0].url).toMatch(/^http:\/\/api\.test\/uploads\/announcements\/[a-f0-9]{32}\.png$/);
  // Nothing is published for iOS.
  expect((await feedOf('ios')).json().data.map((a: Json) => a.id)).not.toContain(x.id);

  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  const unchanged = await feedOf('android', { ...pilot.headers, 'if-none-match': etag });
  expect(unchanged.statusCode).toBe(304);
  expect(unchanged.body).toBe('');

  // Reordering in the panel changes the feed at once: Y before X now, and the old tag no longer matches.
  await api('PUT', '/admin/announcement/order-announcements', {
    announcement: [
      { id: y.id, order: 1 },
      { id: x.id, order: 2 },
    ],
  });
  const changed = await feedOf('android', { ...pilot.headers, 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  const reordered = (changed.json().data as Json[]).map((a) => a.id);
  expect(reordered.indexOf(y.id)).toBeLessThan(reordered.indexOf(x.id));

  expect((await feedOf('android', admin.headers)).statusCode).toBe(200);
  expect((await feedOf('windows')).statusCode).toBe(422);
  expect((await ctx.app.inject({ method: 'GET', url: '/api/announcements' })).statusCode).toBe(401);
});
