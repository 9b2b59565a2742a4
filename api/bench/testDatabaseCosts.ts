// What the API tests' database costs (issue 40): migrating the template, cloning it (as each test file does, both
// strategies), dropping a clone (each file's close) and a single-row commit, on an embedded PostgreSQL with the
// durable settings and with the throwaway ones the tests use (db/embedded.ts, THROWAWAY_FLAGS), twice each in turn.
//   cd api && npx tsx bench/testDatabaseCosts.ts        (medians of 7 clones and drops; commit: mean of 1,000)
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { createDb, runMigrations } from '../src/db/client.js';

async function probe(durable: boolean, port: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pads-testdb-${durable}-`));
  const server = await startEmbeddedPostgres(path.join(dir, 'data'), port, { durable });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE tpl');
  const db = createDb(server.url('tpl'), 1);
  let t = performance.now();
  await runMigrations(db);
  const migrate = performance.now() - t;
  await db.$client.end();
  const clones: number[] = [];
  for (let i = 0; i < 7; i++) {
    t = performance.now();
    await admin.query(`CREATE DATABASE c${i} TEMPLATE tpl`);
    clones.push(performance.now() - t);
  }
  const fileCopy: number[] = [];
  for (let i = 0; i < 7; i++) {
    t = performance.now();
    await admin.query(`CREATE DATABASE f${i} TEMPLATE tpl STRATEGY FILE_COPY`);
    fileCopy.push(performance.now() - t);
  }
  const drops: number[] = [];
  for (let i = 0; i < 7; i++) {
    t = performance.now();
    await admin.query(`DROP DATABASE c${i} WITH (FORCE)`);
    drops.push(performance.now() - t);
  }
  const c = new pg.Client({ connectionString: server.url('tpl') });
  await c.connect();
  await c.query('CREATE TABLE t (id serial primary key, v text)');
  t = performance.now();
  for (let i = 0; i < 1000; i++) await c.query('INSERT INTO t (v) VALUES ($1)', [String(i)]);
  const commits = (performance.now() - t) / 1000;
  await c.end();
  await admin.end();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
  const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!.toFixed(0);
  console.log(
    JSON.stringify({
      durable,
      migrateMs: migrate.toFixed(0),
      cloneMs: med(clones),
      fileCopyCloneMs: med(fileCopy),
      dropMs: med(drops),
      commitMs: commits.toFixed(2),
    }),
  );
}
await probe(true, 5691);
await probe(false, 5692);
await probe(true, 5693);
await probe(false, 5694);
