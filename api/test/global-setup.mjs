// Starts one real PostgreSQL for the whole run (embedded, or the server in TEST_DATABASE_URL/DATABASE_URL)
// and builds a migrated template database; each test file clones it, so files never see each other's rows.
// Jest loads this file outside its transform, so the TypeScript sources are loaded through tsx.
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

export const TEMPLATE_DB = 'pads_test_template';

export default async function globalSetup() {
  const { startEmbeddedPostgres } = await tsImport('../src/db/embedded.ts', import.meta.url);
  const { createDb, runMigrations } = await tsImport('../src/db/client.ts', import.meta.url);
  const { default: pg } = await import('pg');
  let adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    const port = Number(process.env.TEST_PG_PORT ?? 5499);
    // The test server keeps nothing worth a flush to disk (embedded.ts, THROWAWAY_FLAGS).
    // A port of its own (TEST_PG_PORT) gets a data folder of its own: two runs side by side share neither.
    const dir = process.env.TEST_PG_PORT ? `../.data/pg-test-${port}` : '../.data/pg-test';
    const server = await startEmbeddedPostgres(path.resolve(import.meta.dirname, dir), port, {
      durable: false,
    });
    globalThis.__PG_SERVER__ = server;
    adminUrl = server.url('postgres');
  }
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const stale = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'pads_test_%'");
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE_DB}`;
  const db = createDb(url.toString(), 1);
  await runMigrations(db);
  await db.$client.end();
}
