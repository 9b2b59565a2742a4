// The backup drill, with the real commands (`pnpm backup`, `pnpm restore`: pg_dump, pg_restore and psql) on a
// PostgreSQL server from Debian's packages, photos on S3 (a server that checks signatures) or in the uploads folder:
// data made through the API is backed up, the database and the photo store are wiped, the backup is restored, and
// every table's rows (count and checksum), every photo, the kept counters and what the API answers are as before.
// A backup made at the previous migration is restored by the newer code: the restore runs the missing migration.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { checkToolFor } from '../../src/backup/postgresTools.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDb, runMigrations, type Db } from '../../src/db/client.js';
import { createFileStorage, type FileStorage } from '../../src/storage/index.js';
import { startDebianPostgres, type DebianPostgres } from '../fixtures/debianPostgres.js';
import { stalePadCounts, stalePairCounts, staleUserCounts } from '../fixtures/keptCounts.js';
import { expectKeptAgrees, PAD_CELLS, USER_CELLS } from '../fixtures/mapCells.js';
import { image, multipartBody, seedReference } from '../fixtures/pads.js';
import { startS3Server, type TestS3Server } from '../fixtures/s3Server.js';
import { createUser, ROLE, staleReportCounters, userWithToken } from '../helpers.js';

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(API_ROOT, 'drizzle');

let server: DebianPostgres;
let s3: TestS3Server;
let work: string;

beforeAll(async () => {
  [server, s3] = await Promise.all([startDebianPostgres(), startS3Server()]);
  work = await mkdtemp(path.join(os.tmpdir(), 'pads-backup-'));
});
afterAll(async () => {
  server?.stop();
  await s3?.close();
  await rm(work, { recursive: true, force: true });
});

/** An empty database on the server (dropped first if it exists: the drill's wipe). */
async function emptyDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return server.url(name);
}

/** Runs `pnpm backup|restore <folder>` in api/ with the storage and database given; returns what it printed. */
async function command(name: 'backup' | 'restore', folder: string, env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)('pnpm', ['--silent', name, folder], {
    cwd: API_ROOT,
    env: { ...process.env, PG_BIN_DIR: server.binDir, LOG_LEVEL: 'warn', ...env },
  });
  return stdout;
}

const s3Env = (): Record<string, string> => {
  const s = s3.settings();
  return { S3_BUCKET: s.bucket, S3_ENDPOINT: s.endpoint, S3_ACCESS_KEY: s.accessKey, S3_SECRET_KEY: s.secretKey };
};

interface Checksum {
  rows: number;
  md5: string;
}

/** Every table of the app's schemas: its row count and an md5 of its rows (as text, sorted). */
async function tableChecksums(db: Db): Promise<Record<string, Checksum>> {
  const { rows: tables } = await db.$client.query<{ name: string }>(
    `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname IN ('public', 'drizzle') ORDER BY schemaname, tablename`,
  );
  const sums: Record<string, Checksum> = {};
  for (const { name } of tables) {
    const { rows } = await db.$client.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS md5 FROM ${name} r`,
    );
    sums[name] = { rows: rows[0]!.n, md5: rows[0]!.md5 };
  }
  return sums;
}

/** Every stored photo: how many, their bytes, and one checksum over their keys and sha256s. */
async function photoChecksum(storage: FileStorage): Promise<Checksum & { bytes: number }> {
  const lines: string[] = [];
  let bytes = 0;
  for await (const key of storage.list()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(key))!.body) chunks.push(Buffer.from(chunk));
    const data = Buffer.concat(chunks);
    bytes += data.length;
    lines.push(`${key} ${createHash('sha256').update(data).digest('hex')}`);
  }
  lines.sort();
  return { rows: lines.length, bytes, md5: createHash('md5').update(lines.join('\n')).digest('hex') };
}

/** The kept counters against recounts of their rows: nothing may differ. */
async function expectCountersConsistent(db: Db) {
  expect(await staleReportCounters(db)).toEqual([]);
  expect(await stalePadCounts(db)).toEqual({ pad_counts: [], pad_country_counts: [], pad_facts: [] });
  expect(await staleUserCounts(db)).toEqual([]);
  expect(await stalePairCounts(db)).toEqual([]);
  await expectKeptAgrees(db, PAD_CELLS);
  await expectKeptAgrees(db, USER_CELLS);
}

/** The before/after table the drill prints (a Must-show figure): one line per table and one for the photos. */
function printChecksums(title: string, before: Record<string, Checksum>, after: Record<string, Checksum>) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const cell = (c?: Checksum) =>
    c ? `${String(c.rows).padStart(5)} ${c.md5}` : `${'-'.padStart(5)} ${'-'.padEnd(32)}`;
  const state = (a?: Checksum, b?: Checksum) =>
    !a ? 'new' : !b ? 'gone' : a.rows === b.rows && a.md5 === b.md5 ? 'same' : 'changed';
  const lines = names.map(
    (name) => `${name.padEnd(36)} ${cell(before[name])}  ${cell(after[name])}  ${state(before[name], after[name])}`,
  );
  console.log(
    `${title}\n${'table'.padEnd(36)} ${'rows'.padStart(5)} ${'md5 before'.padEnd(32)}  ${'rows'.padStart(5)} ${'md5 after'.padEnd(32)}\n${lines.join('\n')}`,
  );
}

interface Api {
  app: FastifyInstance;
  db: Db;
  storage: FileStorage;
  close: () => Promise<void>;
}

async function openApi(url: string, config: Partial<Config>): Promise<Api> {
  const db = createDb(url, 2);
  const fullConfig = { ...loadConfig({}), geocoderUrl: undefined, ...config };
  const storage = createFileStorage(fullConfig);
  const app = await buildApp({ db, config: fullConfig, storage });
  await app.ready();
  return {
    app,
    db,
    storage,
    close: async () => {
      await app.close();
      await db.$client.end();
    },
  };
}

/**
 * Pads, contacts, photos, a duplicate pair, a moderated and an archived pad, users: made through the API.
 * `archive: false` leaves out the archive: the drill onto newer code makes its data on the previous migration with
 * the current code, and an older schema may lack what the code's archive writes beside the pad (since 0059, the
 * undo's images).
 */
async function makeData(api: Api, { archive = true } = {}) {
  await seedReference(api.db);
  const admin = await userWithToken(api.db, { role: ROLE.Admin });
  // Users are rows here as in the other tests (helpers.ts); with a position, so the users' map grid has cells.
  for (const [role, latitude, longitude] of [
    [ROLE.Pilot, 53.35, -6.26],
    [ROLE.Pilot, 51.5, -0.1],
    [ROLE.Owner, 48.9, 2.3],
  ] as const)
    await createUser(api.db, { role, latitude, longitude });
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
  const ids: number[] = [];
  // The first two stand 30 m apart: a duplicate pair.
  for (const [i, [lat, lng]] of [
    [53.3, -6.2],
    [53.30027, -6.2],
    [51.5, -0.12],
    [48.85, 2.35],
  ].entries()) {
    const res = await call('POST', '/api/admin/pads', {
      name: `Drill pad ${i}`,
      category_id: 3,
      is_landing_permitted: true,
      tags: [],
      warnings: [],
      facilities: [],
      location: { address: `Road ${i}`, latitude: lat, longitude: lng, country_code: 'IE', country: 'Ireland' },
      contacts: [{ name: 'Ann', phone: '+353111', email: `ann${i}@pads.test`, contact_type_id: 1 }],
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  for (const [i, id] of ids.slice(0, 2).entries()) {
    const body = multipartBody([
      { name: 'direction', value: 'north' },
      { name: 'upload', value: await image('png', 48 + i, 32), filename: `pad${i}.png`, contentType: 'image/png' },
    ]);
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/uploads/pads/${id}`,
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  }
  const version = (await call('GET', `/api/admin/pads/${ids[2]}`)).json().data.version;
  expect((await call('PATCH', `/api/admin/pads/toggle-moderation/${ids[2]}`, { version })).statusCode).toBe(200);
  if (archive)
    expect(
      (await call('POST', `/api/admin/pads/toggle-pad-deletion/${ids[3]}`, { note: 'Closed down' })).statusCode,
    ).toBe(200);
  return { admin, ids };
}

/** What the panel shows of the data: the pad list (all of it, archived included), a pad's page and its photo. */
async function panelView(api: Api, headers: Record<string, string>, padId: number) {
  const get = async (url: string) => {
    const res = await api.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res;
  };
  const list = (await get('/api/admin/pads?type=all')).json();
  const pad = (await get(`/api/admin/pads/${padId}`)).json().data;
  const photo = new URL(pad.uploads.admin[0].file_url as string).pathname;
  return {
    list: { total: list.meta.total, rows: list.data },
    pad,
    photo: createHash('sha256')
      .update((await get(photo)).rawPayload)
      .digest('hex'),
  };
}

test('backup, wipe, restore: the same rows, photos, counters and pages (photos on S3)', async () => {
  const url = await emptyDatabase('drill');
  const before = await openApi(url, { s3: s3.settings() });
  await runMigrations(before.db);
  const { admin, ids } = await makeData(before);
  const tablesBefore = await tableChecksums(before.db);
  const photosBefore = await photoChecksum(before.storage);
  const viewBefore = await panelView(before, admin.headers, ids[0]!);
  await expectCountersConsistent(before.db);
  expect(photosBefore.rows).toBe(4); // two photos and their thumbnails
  await before.close();

  const folder = path.join(work, 'drill');
  const env = { DATABASE_URL: url, ...s3Env() };
  const backupOutput = await command('backup', folder, env);
  console.log(`pnpm backup ${folder}\n${backupOutput}`);
  expect(backupOutput).toMatch(/photos: 4 files/);
  expect(JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
    format: 'pads-backup/1',
    database: {
      file: 'database.dump',
      migrations: (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).length,
    },
    photos: { count: 4, bytes: photosBefore.bytes },
  });

  // The wipe: an empty database, an empty bucket.
  await emptyDatabase('drill');
  const storage = createFileStorage({ ...loadConfig({}), s3: s3.settings() });
  for await (const key of storage.list()) await storage.delete(key);
  expect((await photoChecksum(storage)).rows).toBe(0);

  const restoreOutput = await command('restore', folder, env);
  console.log(`pnpm restore ${folder}\n${restoreOutput}`);
  expect(restoreOutput).toMatch(/already at the code's \d+ migrations/);
  expect(restoreOutput).toMatch(/photos: 4 files/);

  const after = await openApi(url, { s3: s3.settings() });
  try {
    const tablesAfter = await tableChecksums(after.db);
    const photosAfter = await photoChecksum(after.storage);
    printChecksums(
      'Restore drill (photos on S3): every table before the backup and after the restore',
      {
        ...tablesBefore,
        'photos (S3 objects)': photosBefore,
      },
      { ...tablesAfter, 'photos (S3 objects)': photosAfter },
    );
    expect(tablesAfter).toEqual(tablesBefore);
    expect(photosAfter).toEqual(photosBefore);
    await expectCountersConsistent(after.db);
    expect(await panelView(after, admin.headers, ids[0]!)).toEqual(viewBefore);
  } finally {
    await after.close();
  }
}, 120_000);

test('a backup made at the previous migration is restored by the newer code, which runs the migration', async () => {
  // The migrations folder as it was one migration ago: the journal without its last entry.
  const older = path.join(work, 'migrations-older');
  await cp(MIGRATIONS, older, { recursive: true });
  const journalFile = path.join(older, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const newest = journal.entries.pop()!;
  await writeFile(journalFile, JSON.stringify(journal));

  const url = await emptyDatabase('older');
  const uploadsDir = path.join(work, 'uploads-older');
  const before = await openApi(url, { uploadsDir, s3: undefined });
  await migrate(before.db, { migrationsFolder: older });
  const { admin, ids } = await makeData(before, { archive: false });
  const tablesBefore = await tableChecksums(before.db);
  const photosBefore = await photoChecksum(before.storage);
  await before.close();

  const folder = path.join(work, 'older');
  const env = { DATABASE_URL: url, S3_BUCKET: '', UPLOADS_DIR: uploadsDir };
  await command('backup', folder, env);
  expect(JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')).database.migrations).toBe(
    journal.entries.length,
  );
  await emptyDatabase('older');
  await rm(uploadsDir, { recursive: true });

  const output = await command('restore', folder, env);
  console.log(`pnpm restore ${folder}\n${output}`);
  expect(output).toContain(`(${journal.entries.length} migrations)`);
  expect(output).toMatch(new RegExp(`1 newer migrations run in \\d+ ms \\(now ${journal.entries.length + 1}\\)`));

  const after = await openApi(url, { uploadsDir, s3: undefined });
  try {
    const tablesAfter = await tableChecksums(after.db);
    const photosAfter = await photoChecksum(after.storage);
    printChecksums(
      `Restore drill onto newer code (backup at ${journal.entries.length} migrations; ${newest.tag} run by the restore)`,
      {
        ...tablesBefore,
        'photos (uploads folder)': photosBefore,
      },
      { ...tablesAfter, 'photos (uploads folder)': photosAfter },
    );
    // Every table the backup had holds the same rows, but the migration table, which gained the newest migration.
    const { 'drizzle.__drizzle_migrations': migrationsAfter, ...restAfter } = tablesAfter;
    const { 'drizzle.__drizzle_migrations': migrationsBefore, ...restBefore } = tablesBefore;
    expect(migrationsAfter!.rows).toBe(migrationsBefore!.rows + 1);
    for (const [name, sum] of Object.entries(restBefore)) expect([name, restAfter[name]]).toEqual([name, sum]);
    expect(photosAfter).toEqual(photosBefore);
    // Any table that is new is one the newest migration creates; the counters (its own included) are right.
    const newestSql = await readFile(path.join(MIGRATIONS, `${newest.tag}.sql`), 'utf8');
    for (const name of Object.keys(restAfter).filter((table) => !(table in restBefore)))
      expect(newestSql).toContain(`CREATE TABLE "${name.replace(/^public\./, '')}"`);
    await expectCountersConsistent(after.db);
    const list = await after.app.inject({ method: 'GET', url: '/api/admin/pads?type=all', headers: admin.headers });
    expect(list.json().meta.total).toBe(ids.length);
  } finally {
    await after.close();
  }
}, 120_000);

test('a pg_dump older than the server is refused with what to install', async () => {
  // The case of the embedded PostgreSQL 18 beside Debian's client programs 15: pg_dump would refuse with less said.
  process.env.PG_BIN_DIR = server.binDir;
  try {
    const newer = { major: server.version + 3, text: `${server.version + 3}.1` };
    await expect(checkToolFor('pg_dump', newer)).rejects.toThrow(
      `${server.binDir}/pg_dump is PostgreSQL ${server.version}'s and the server runs PostgreSQL ${newer.text}: ` +
        `pg_dump must be of the server's major version or newer. Install the PostgreSQL ${newer.major} client ` +
        'programs, or set PG_BIN_DIR to the folder that holds them.',
    );
    await expect(checkToolFor('pg_dump', { major: server.version, text: 'same' })).resolves.toBe(server.version);
  } finally {
    delete process.env.PG_BIN_DIR;
  }
});
