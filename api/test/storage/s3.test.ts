// Photos on S3, against a real S3 protocol server that checks every request's signature (test/fixtures/s3Server.ts):
// the storage's calls (put, get, a range, delete, list), what a wrong key, a missing bucket and an unreachable server
// give (a clear error in the log, 503 `storage_unavailable` to the client, a refused start), a 20 MB object streamed
// through GET /uploads/<key>, and a photo uploaded through the API served back from S3 over HTTP.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { S3FileStorage } from '../../src/storage/s3Storage.js';
import {
  checkStorage,
  RangeNotSatisfiable,
  StorageMisconfigured,
  StorageUnavailable,
} from '../../src/storage/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { image, multipartBody, seedReference } from '../fixtures/pads.js';
import { startS3Server, type TestS3Server } from '../fixtures/s3Server.js';
import { ROLE, userWithToken } from '../helpers.js';
import { startApi } from '../serverProcess.js';

let s3: TestS3Server;
let storage: S3FileStorage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = new S3FileStorage(s3.settings());
});
afterAll(() => s3.close());

const photoKey = (extension = 'png') => `pads/${randomBytes(16).toString('hex')}.${extension}`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function read(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** What a call threw (fails the test when it did not throw). */
async function thrown(call: () => Promise<unknown>): Promise<Error> {
  try {
    await call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to throw');
}

describe('the S3 storage on a server that checks signatures', () => {
  test('put, get, a range, list and delete', async () => {
    const key = photoKey();
    const bytes = randomBytes(5000);
    await storage.check();
    await storage.put(key, bytes, 'image/png');

    const whole = (await storage.get(key))!;
    expect(whole.contentType).toBe('image/png');
    expect(whole.size).toBe(5000);
    expect(whole.range).toBeUndefined();
    expect(sha256(await read(whole.body))).toBe(sha256(bytes));

    const part = (await storage.get(key, { start: 100, end: 199 }))!;
    expect(part.range).toEqual({ start: 100, end: 199, size: 5000 });
    expect(part.size).toBe(100);
    expect((await read(part.body)).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = (await storage.get(key, { suffix: 10 }))!;
    expect(tail.range).toEqual({ start: 4990, end: 4999, size: 5000 });
    expect((await read(tail.body)).equals(bytes.subarray(4990))).toBe(true);
    expect(await thrown(() => storage.get(key, { start: 5000 }))).toBeInstanceOf(RangeNotSatisfiable);

    const listed: string[] = [];
    for await (const k of storage.list()) listed.push(k);
    expect(listed).toContain(key);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting what is not there is no error (a rollback deletes whatever got written).
    await storage.delete(key);
  });

  test('a wrong secret key is refused by the signature check, and said so', async () => {
    const key = photoKey();
    await storage.put(key, Buffer.from('stored'), 'image/png');
    const wrong = new S3FileStorage(s3.settings({ secretKey: 'not-the-secret' }));
    for (const call of [
      () => wrong.put(photoKey(), Buffer.from('x'), 'image/png'),
      () => wrong.get(key),
      () => wrong.delete(key),
    ]) {
      const error = await thrown(call);
      expect(error).toBeInstanceOf(StorageUnavailable);
      expect(error.message).toMatch(/HTTP 403 SignatureDoesNotMatch.*check S3_SECRET_KEY/);
    }
    const atStart = await thrown(() => wrong.check());
    expect(atStart).toBeInstanceOf(StorageMisconfigured);
    expect(atStart.message).toMatch(/refused to list the S3 bucket "pads-photos" \(HTTP 403 SignatureDoesNotMatch\)/);
    // The object is still there: the refused delete did nothing.
    expect(await storage.get(key)).not.toBeNull();
  });

  test('an unknown access key is refused', async () => {
    const unknown = new S3FileStorage(s3.settings({ accessKey: 'NOBODY' }));
    const error = await thrown(() => unknown.put(photoKey(), Buffer.from('x'), 'image/png'));
    expect(error.message).toMatch(/HTTP 403 InvalidAccessKeyId.*check S3_ACCESS_KEY/);
    expect(await thrown(() => unknown.check())).toBeInstanceOf(StorageMisconfigured);
  });

  test('a missing bucket: refused at start, and each call says so', async () => {
    const missing = new S3FileStorage(s3.settings({ bucket: 'no-such-bucket' }));
    const atStart = await thrown(() => missing.check());
    expect(atStart).toBeInstanceOf(StorageMisconfigured);
    expect(atStart.message).toBe(`The S3 bucket "no-such-bucket" does not exist at ${s3.endpoint} (S3_BUCKET).`);
    for (const call of [() => missing.put(photoKey(), Buffer.from('x'), 'image/png'), () => missing.get(photoKey())]) {
      const error = await thrown(call);
      expect(error).toBeInstanceOf(StorageUnavailable);
      expect(error.message).toMatch(/HTTP 404 NoSuchBucket.*check S3_BUCKET/);
    }
  });

  test('a server that does not answer stops no start: it is reported, and the calls fail as unavailable', async () => {
    const down = new S3FileStorage(s3.settings({ endpoint: 'http://127.0.0.1:9' }));
    const warnings: string[] = [];
    await checkStorage(down, (message, error) => warnings.push(`${message}: ${error.message}`));
    expect(warnings).toEqual([expect.stringMatching(/did not answer at start.*ECONNREFUSED/)]);
    expect(await thrown(() => down.get(photoKey()))).toBeInstanceOf(StorageUnavailable);
    // A setting that can never work stops the start.
    const missing = new S3FileStorage(s3.settings({ bucket: 'no-such-bucket' }));
    expect(await thrown(() => checkStorage(missing, () => {}))).toBeInstanceOf(StorageMisconfigured);
  });
});

describe('the API on S3', () => {
  let ctx: TestContext;
  let uploadsDir: string;
  let base: string;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  const logged: string[] = [];

  beforeAll(async () => {
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'pads-uploads-'));
    ctx = await createTestContext(
      { s3: s3.settings(), uploadsDir, geocoderUrl: undefined },
      { logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } } },
    );
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as net.AddressInfo).port}`;
    await seedReference(ctx.db);
    admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  async function createPad(app: FastifyInstance = ctx.app) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/pads',
      headers: admin.headers,
      payload: {
        name: `S3 pad ${randomBytes(3).toString('hex')}`,
        category_id: 3,
        is_landing_permitted: true,
        tags: [],
        warnings: [],
        facilities: [],
        location: { address: 'Quay', latitude: 53.3, longitude: -6.2, country_code: 'IE', country: 'Ireland' },
        contacts: [{ name: 'Ann', phone: '+353111', email: 'ann@pads.test', contact_type_id: 1 }],
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  }

  function uploadPhoto(app: FastifyInstance, padId: number, png: Buffer) {
    const body = multipartBody([
      { name: 'direction', value: 'north' },
      { name: 'upload', value: png, filename: 'north.png', contentType: 'image/png' },
    ]);
    return app.inject({
      method: 'POST',
      url: `/api/uploads/pads/${padId}`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
  }

  test('a photo uploaded through the API is stored on S3 and served from it over HTTP, ranges included', async () => {
    const padId = await createPad();
    const res = await uploadPhoto(ctx.app, padId, await image('png', 64, 48));
    expect(res.statusCode).toBe(201);
    const { file_url: fileUrl, thumb_url: thumbUrl } = res.json().data as { file_url: string; thumb_url: string };
    const key = new URL(fileUrl).pathname.replace(/^\/uploads\//, '');

    // In the bucket, and nothing in the uploads folder.
    const inBucket = await read((await storage.get(key))!.body);
    expect(await readdir(uploadsDir)).toEqual([]);

    const served = await fetch(`${base}/uploads/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(served.headers.get('content-length'))).toBe(inBucket.length);
    expect(Buffer.from(await served.arrayBuffer()).equals(inBucket)).toBe(true);
    const thumb = await fetch(`${base}${new URL(thumbUrl).pathname}`);
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp']);
    await thumb.arrayBuffer();

    const part = await fetch(`${base}/uploads/${key}`, { headers: { range: 'bytes=8-23' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 8-23/${inBucket.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(inBucket.subarray(8, 24))).toBe(true);
    const beyond = await fetch(`${base}/uploads/${key}`, { headers: { range: `bytes=${inBucket.length}-` } });
    expect([beyond.status, (await beyond.json()).code]).toEqual([416, 'range_not_satisfiable']);
    // Several ranges at once are not served as parts: the whole file comes back (RFC 9110 allows it).
    const several = await fetch(`${base}/uploads/${key}`, { headers: { range: 'bytes=0-1,4-5' } });
    expect([several.status, (await several.arrayBuffer()).byteLength]).toEqual([200, inBucket.length]);

    const unknown = await fetch(`${base}/uploads/${photoKey()}`);
    expect([unknown.status, (await unknown.json()).code]).toEqual([404, 'not_found']);
  });

  test('with a wrong secret key the API answers 503 storage_unavailable and logs why', async () => {
    const padId = await createPad();
    const stored = await uploadPhoto(ctx.app, padId, await image('png', 32, 32));
    const key = new URL(stored.json().data.file_url as string).pathname.replace(/^\/uploads\//, '');
    const lines: string[] = [];
    const wrong = await buildApp({
      db: ctx.db,
      config: { ...ctx.config, s3: s3.settings({ secretKey: 'not-the-secret' }) },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const upload = await uploadPhoto(wrong, padId, await image('png', 32, 32));
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toEqual({
        message: 'The photo storage is not available. Please try again later.',
        code: 'storage_unavailable',
      });
      const read = await wrong.inject({ method: 'GET', url: `/uploads/${key}` });
      expect([read.statusCode, read.json().code]).toEqual([503, 'storage_unavailable']);
      const errors = lines.map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } });
      expect(errors).toEqual([
        expect.objectContaining({
          level: 50,
          msg: 'photo storage unavailable',
          err: expect.objectContaining({
            message: expect.stringMatching(/^S3 PUT pads-photos\/pads\/\w+\.png at .* HTTP 403 SignatureDoesNotMatch/),
          }),
        }),
        expect.objectContaining({
          err: expect.objectContaining({
            message: expect.stringMatching(/^S3 GET pads-photos\/pads\/\w+\.png at .* check S3_SECRET_KEY/),
          }),
        }),
      ]);
      // Nothing was half-saved: the pad still has the one photo uploaded with the right key.
      const pad = await ctx.app.inject({ method: 'GET', url: `/api/admin/pads/${padId}`, headers: admin.headers });
      expect(pad.json().data.uploads.admin).toHaveLength(1);
    } finally {
      await wrong.close();
    }
  });

  test('a 20 MB object is streamed from S3 to the client, never held whole', async () => {
    const size = 20 * 1024 * 1024;
    const key = photoKey();
    const source = createHash('sha256');
    // Written from a stream of 64 KB chunks too: the test never holds the object either.
    function* chunks() {
      for (let i = 0; i < size / 65536; i++) {
        const chunk = Buffer.alloc(65536, i % 251);
        source.update(chunk);
        yield chunk;
      }
    }
    await storage.put(key, Readable.from(chunks()), 'image/png', size);

    // A gate between the API and S3 that lets 2 MB through, then holds the rest until the client has 1 MB. An API
    // that read the whole object before answering would never give the client its first megabyte.
    const GATE = 2 * 1024 * 1024;
    let fromS3 = 0;
    let open = false;
    let release = () => void (open = true);
    const gate = net.createServer((client) => {
      const upstream = net.connect(Number(new URL(s3.endpoint).port), '127.0.0.1');
      client.pipe(upstream);
      upstream.on('data', (data: Buffer) => {
        fromS3 += data.length;
        client.write(data);
        if (fromS3 >= GATE && !open) {
          upstream.pause();
          release = () => {
            open = true;
            upstream.resume();
          };
        }
      });
      upstream.on('end', () => client.end());
      for (const socket of [client, upstream]) socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
    const gated = await buildApp({
      db: ctx.db,
      config: {
        ...ctx.config,
        s3: s3.settings({ endpoint: `http://127.0.0.1:${(gate.address() as net.AddressInfo).port}` }),
      },
    });
    try {
      await gated.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`http://127.0.0.1:${(gated.server.address() as net.AddressInfo).port}/uploads/${key}`);
      expect([res.status, res.headers.get('content-length')]).toEqual([200, String(size)]);
      const received = createHash('sha256');
      let got = 0;
      let s3SentAtFirstMegabyte: number | undefined;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        received.update(chunk);
        got += chunk.length;
        if (s3SentAtFirstMegabyte === undefined && got >= 1024 * 1024) {
          s3SentAtFirstMegabyte = fromS3;
          release();
        }
      }
      const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
      console.log(
        `20 MB streamed through GET /uploads: the client had 1 MB when S3 had sent ${mb(s3SentAtFirstMegabyte!)} ` +
          `(gate ${mb(GATE)}); received ${mb(got)} in all, sha256 ${got === size ? 'equal' : 'different'}`,
      );
      expect(s3SentAtFirstMegabyte).toBeLessThanOrEqual(GATE + 65536);
      expect(got).toBe(size);
      expect(received.digest('hex')).toBe(source.digest('hex'));
    } finally {
      await gated.close();
      gate.close();
      await storage.delete(key);
    }
  });

  test('the API does not start on a bucket that does not exist, and says why', async () => {
    const start = startApi({
      DATABASE_URL: ctx.url,
      S3_BUCKET: 'no-such-bucket',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
    });
    const error = await thrown(() => start);
    expect(error.message).toMatch(/the API did not start \(exit 1\)/);
    expect(error.message).toContain(
      `The API could not start: StorageMisconfigured: The S3 bucket "no-such-bucket" does not exist at ${s3.endpoint} (S3_BUCKET).`,
    );
  }, 60_000);
});
