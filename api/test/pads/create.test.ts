import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf, userWithToken } from '../helpers.js';
import { image, multipartBody, seedReference, type Part } from '../fixtures/pads.js';

let ctx: TestContext;
let auth: Awaited<ReturnType<typeof userWithToken>>;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pads-uploads-'));
  ctx = await createTestContext({
    uploadsDir,
    publicUrl: 'http://api.test',
    googleMapsServerKey: undefined,
    geocoderUrl: undefined,
  });
  await seedReference(ctx.db);
  auth = await userWithToken(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const validPad = (over: Record<string, unknown> = {}) => ({
  name: 'Hilltop Farm',
  category_id: 3,
  is_landing_permitted: true,
  is_api_accessible: false,
  hisc_country_code: 'GB',
  hisc: 'ABCDef',
  icao: 'EGHH',
  landing_fee_id: null,
  tags: [1, 2],
  warnings: [3],
  facilities: [4, 5],
  location: {
    address: '1 Farm Lane, Dublin',
    country: '',
    county: '',
    region: '',
    latitude: 53.35,
    longitude: -6.26,
  },
  contacts: [
    { name: 'Ann', phone: '+441234567', email: 'ann@pads.test', contact_type_id: 1 },
    { name: 'Bob', phone: '', email: 'bob@pads.test', contact_type_id: 4 },
  ],
  website: 'https://hilltop.example',
  twitter_handle: '@hilltop',
  trip_advisor_rating: 4.5,
  site_information: 'Grass strip',
  landing_advice: 'Land north of the barn',
  description: 'A farm',
  notes: 'Call first',
  ...over,
});

function post(parts: Part[], headers: Record<string, string> = auth.headers) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pads',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const dataPart = (pad: unknown): Part => ({ name: 'data', value: JSON.stringify(pad) });
const photoPart = (value: Buffer, filename = 'p.png', contentType = 'image/png'): Part => ({
  name: 'photos[]',
  value,
  filename,
  contentType,
});

const storedFiles = () =>
  fs.existsSync(path.join(uploadsDir, 'pads')) ? fs.readdirSync(path.join(uploadsDir, 'pads')) : [];
async function count(table: string): Promise<number> {
  const { rows } = await ctx.db.$client.query(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0].n;
}
async function expectNothingWritten(padsBefore: number, filesBefore: number) {
  expect(await count('pads')).toBe(padsBefore);
  expect(storedFiles()).toHaveLength(filesBefore);
  const { rows } = await ctx.db.$client.query(
    'SELECT count(*)::int AS n FROM contacts c LEFT JOIN pads p ON p.id = c.pad_id WHERE p.id IS NULL',
  );
  expect(rows[0].n).toBe(0);
}

test('creates a pad with every section and two photos in one request', async () => {
  const res = await post([
    dataPart(validPad()),
    photoPart(await image('png')),
    { name: 'directions', value: 'north' },
    photoPart(await image('jpeg'), 'second.jpg', 'image/jpeg'),
    { name: 'directions', value: 'west' },
  ]);
  expect(res.statusCode).toBe(201);
  const pad = res.json().data;
  expect(pad).toMatchObject({
    name: 'Hilltop Farm',
    category_id: 3,
    status_id: 1,
    is_landing_permitted: true,
    is_api_accessible: false,
    submitter_user_id: auth.user.id,
    hisc: 'GBABCDef',
    icao: 'EGHH',
    twitter_handle: '@hilltop',
    trip_advisor_rating: 4.5,
    website: 'https://hilltop.example',
    tags: [1, 2],
    warnings: [3],
    facilities: [4, 5],
    // No geocoder: the country comes from the coordinates, the region from the regions table.
    country_code: 'IE',
    region_id: 1,
    location: {
      address: '1 Farm Lane, Dublin',
      country: 'Republic of Ireland',
      region: 'Leinster',
      latitude: 53.35,
      longitude: -6.26,
    },
  });
  expect(typeof pad.id).toBe('number');
  expect(new Date(pad.created_at).toString()).not.toBe('Invalid Date');
  expect(pad.contacts).toHaveLength(2);
  expect(pad.contacts[0]).toMatchObject({ name: 'Ann', contact_type_id: 1, is_primary: true });
  expect(pad.uploads.map((u: { direction: string }) => u.direction)).toEqual(['north', 'west']);
  expect(pad.uploads[0].file_url).toMatch(/^http:\/\/api\.test\/uploads\/pads\/[a-f0-9]{32}\.png$/);
  expect(pad.uploads[1].file_url).toMatch(/\.jpg$/);
  expect(storedFiles()).toHaveLength(4); // two photos + two thumbnails

  // The rows really are there, with their relations.
  expect(await count('pad_tags')).toBe(2);
  expect(await count('pad_warnings')).toBe(1);
  expect(await count('pad_facilities')).toBe(2);
  const { rows } = await ctx.db.$client.query(
    'SELECT notes, description, landing_advice, site_information FROM pads WHERE id = $1',
    [pad.id],
  );
  expect(rows[0]).toEqual({
    notes: 'Call first',
    description: 'A farm',
    landing_advice: 'Land north of the barn',
    site_information: 'Grass strip',
  });

  // The photo and its thumbnail are served publicly with long cache headers.
  const url = new URL(pad.uploads[0].file_url);
  const file = await ctx.app.inject({ method: 'GET', url: url.pathname });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/png');
  expect(file.headers['cache-control']).toContain('max-age=31536000');
  const thumb = await ctx.app.inject({ method: 'GET', url: new URL(pad.uploads[0].thumb_url).pathname });
  expect(thumb.headers['content-type']).toBe('image/webp');
  const { default: sharp } = await import('sharp');
  expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
});

test('the geocoder fields sent by the form win over the offline fallback', async () => {
  const res = await post([
    dataPart(
      validPad({
        hisc: '',
        hisc_country_code: '',
        location: {
          address: 'Edinburgh',
          country: 'United Kingdom',
          country_code: 'GB',
          county: 'City of Edinburgh',
          region: 'Scotland',
          latitude: 55.95,
          longitude: -3.19,
        },
      }),
    ),
  ]);
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toMatchObject({
    country_code: 'GB',
    region_id: 3,
    hisc: null,
    location: { country: 'United Kingdom', region: 'Scotland' },
  });
});

test('every schema rule refuses with its message on its field', async () => {
  const res = await post([
    dataPart(
      validPad({
        name: '',
        category_id: null,
        twitter_handle: '@@hilltop',
        hisc: 'abc',
        icao: 'E1',
        location: { address: '', latitude: 91, longitude: -181 },
        contacts: [{ name: 'x', email: 'not-an-email', contact_type_id: null }],
        warnings: [6],
      }),
    ),
  ]);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    errors: {
      name: ['Required'],
      category_id: ['Required'],
      twitter_handle: ['"@" symbol already is'],
      hisc: ['Invalid HISC format. Expected format: ex: NNNNnn'],
      icao: ['ICAO code must be exactly 4 letters'],
      landing_fee_id: ['Required'],
      'location.address': ['Required'],
      'location.latitude': ['Max: 90'],
      'location.longitude': ['Min: -180'],
      'contacts.0.email': ['Please enter a valid email!'],
      'contacts.0.contact_type_id': ['Contact type is required'],
    },
  });
});

test('hisc needs a country code; landing fee rule for category 7 with facility 13', async () => {
  const res = await post([dataPart(validPad({ hisc_country_code: '', category_id: 7, facilities: [13] }))]);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ hisc: ['Please select hisc country code'], landing_fee_id: ['Required'] });
});

test('no contact, and more than 4 photos, are refused', async () => {
  const png = await image('png', 32, 32);
  const photos = Array.from({ length: 5 }, () => [photoPart(png), { name: 'directions', value: 'east' }]).flat();
  const res = await post([dataPart(validPad({ contacts: [] })), ...photos]);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    contacts: ['The pad must have at least one contact'],
    photos: ['At most 4 photos can be added on create'],
  });
});

test('unknown references are 422 on their fields, and a taken HISC on the HISC field', async () => {
  const before = await count('pads');
  const res = await post([
    dataPart(
      validPad({
        hisc: 'ZZZZ11',
        category_id: 99,
        tags: [1, 77],
        contacts: [
          { name: 'A', contact_type_id: 1 },
          { name: 'B', contact_type_id: 42 },
        ],
      }),
    ),
  ]);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    category_id: ['The selected category is invalid.'],
    'contacts.1.contact_type_id': ['The selected contact type is invalid.'],
    tags: ['The selected tags is invalid.'],
  });
  expect(await count('pads')).toBe(before);

  const taken = await post([dataPart(validPad())]); // GBABCDef exists since the first test
  expect(taken.statusCode).toBe(422);
  expect(taken.json().errors).toEqual({ hisc: ['The hisc has already been taken.'] });
});

test('a file that is not an image (a .png name with text content) is 422 and nothing is written', async () => {
  const pads = await count('pads');
  const files = storedFiles().length;
  const res = await post([
    dataPart(validPad({ hisc: '' })),
    photoPart(await image('png', 16, 16)),
    { name: 'directions', value: 'north' },
    photoPart(Buffer.from('just some text, honest'), 'holiday.png', 'image/png'),
    { name: 'directions', value: 'south' },
  ]);
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    code: 'validation_failed',
    errors: { 'photos.1': ['The photo must be a PNG or JPEG image.'] },
  });
  await expectNothingWritten(pads, files);
});

test('a PNG header on a broken body is refused too', async () => {
  const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);
  const res = await post([dataPart(validPad({ hisc: '' })), photoPart(broken), { name: 'directions', value: 'north' }]);
  expect(res.statusCode).toBe(422);
});

test('a photo over 10 MB is 413 in the common error shape', async () => {
  const pads = await count('pads');
  const files = storedFiles().length;
  const big = Buffer.concat([await image('png', 8, 8), Buffer.alloc(10 * 1024 * 1024 + 1)]);
  const res = await post([
    dataPart(validPad({ hisc: '' })),
    photoPart(big, 'big.png'),
    { name: 'directions', value: 'north' },
  ]);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ code: 'payload_too_large', message: 'The photo "big.png" is larger than 10 MB.' });
  await expectNothingWritten(pads, files);
});

test('a failure midway through the transaction leaves no rows and no files', async () => {
  const pads = await count('pads');
  const contacts = await count('contacts');
  const files = storedFiles().length;
  // Forced failure on the last insert of the transaction (uploads), after the pad, contacts, tags and files.
  await ctx.db.execute(
    sql.raw(`
    CREATE FUNCTION fail_upload() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'forced failure'; END $$;
    CREATE TRIGGER fail_upload BEFORE INSERT ON uploads FOR EACH ROW EXECUTE FUNCTION fail_upload();`),
  );
  try {
    const res = await post([
      dataPart(validPad({ hisc: '' })),
      photoPart(await image('png', 64, 64)),
      { name: 'directions', value: 'north' },
      photoPart(await image('jpeg', 64, 64), 'b.jpg', 'image/jpeg'),
      { name: 'directions', value: 'east' },
    ]);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error.', code: 'internal_error' });
    await expectNothingWritten(pads, files);
    expect(await count('contacts')).toBe(contacts);
  } finally {
    await ctx.db.execute(sql.raw('DROP TRIGGER fail_upload ON uploads; DROP FUNCTION fail_upload();'));
  }
});

test('a JSON body without photos works too', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pads',
    headers: auth.headers,
    payload: validPad({ hisc: '', name: 'Plain JSON' }),
  });
  expect(res.statusCode).toBe(201);
  expect(res.json().data.uploads).toEqual([]);
});

test('only admins may create pads', async () => {
  expect((await post([dataPart(validPad())], {})).statusCode).toBe(401);
  const pilot = await userWithToken(ctx.db, { role: 2 });
  expect((await post([dataPart(validPad())], pilot.headers)).statusCode).toBe(403);
});

test('uploads only serve well-formed keys', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(404);
  expect((await ctx.app.inject({ method: 'GET', url: `/uploads/pads/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
});

test('a create is logged as pad_created by its submitter, with the new values', async () => {
  const res = await post([dataPart(validPad({ name: 'Logged Farm', hisc: 'LOGGED' }))]);
  expect(res.statusCode).toBe(201);
  const pad = res.json().data;
  const [log, ...more] = await auditLogOf(ctx.db, 'pad', pad.id);
  expect(more).toEqual([]);
  expect(log).toMatchObject({ user_id: auth.user.id, action: 'pad_created', pad_id: pad.id });
  expect(log!.changes).toMatchObject({
    name: { before: null, after: 'Logged Farm' },
    category_id: { before: null, after: 3 },
    status_id: { before: null, after: 1 },
  });
  expect(log!.details).toEqual({ contacts: 2, photos: 0 });
});
