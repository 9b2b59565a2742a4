// Per-file test context: a fresh database cloned from the migrated template (or from the demo template: the same
// with the demo data seeded), and the real app on it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type Db } from '../src/db/client.js';

const TEMPLATE_DB = 'pads_test_template';
/** The migrated template with the demo data (seed()), made by the first file that asks for it. */
const DEMO_TEMPLATE_DB = 'pads_test_demo_template';
/** The demo data's photos (the seed uploads two pads' photos through the API); copied into each demo context. */
const DEMO_UPLOADS = path.resolve(import.meta.dirname, '../.data/pg-test-demo-uploads');
/** pg_advisory_lock key that serialises making the demo template across the test workers. */
const DEMO_TEMPLATE_LOCK = 7_424_912;

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The file's own database, for a second process (the import's kill test starts a real server on it). */
  url: string;
  config: Config;
  close: () => Promise<void>;
}

export interface ContextOptions {
  /**
   * Start from the demo data (what seed() makes), cloned from a template seeded once per run: seeding it anew
   * took each file ~12 s, and several files read it. The demo photos are copied into the context's uploads folder.
   */
  demoData?: boolean;
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  appOptions: Pick<AppOptions, 'onRoute' | 'logger'> = {},
  { demoData = false }: ContextOptions = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = `pads_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (demoData) await ensureDemoTemplate(admin, adminUrl);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${demoData ? DEMO_TEMPLATE_DB : TEMPLATE_DB}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 4);
  // DROP DATABASE ... WITH (FORCE) below may end a pooled connection that is still closing; that is expected.
  db.$client.on('error', () => {});
  const config = { ...loadConfig({}), ...overrides };
  if (demoData) fs.cpSync(DEMO_UPLOADS, config.uploadsDir, { recursive: true });
  const app = await buildApp({ db, config, ...appOptions });
  await app.ready();
  return {
    app,
    db,
    url,
    config,
    close: async () => {
      await app.close();
      await db.$client.end();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * Makes the demo template once per run (global-setup drops the last run's): the first file to ask seeds a copy
 * of the migrated template under a building name and renames it when done, under an advisory lock the other
 * workers wait on, so no file clones a half-seeded database.
 */
async function ensureDemoTemplate(admin: pg.Client, adminUrl: string): Promise<void> {
  await admin.query('SELECT pg_advisory_lock($1)', [DEMO_TEMPLATE_LOCK]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DEMO_TEMPLATE_DB]);
    if (found.rowCount) return;
    const building = `${DEMO_TEMPLATE_DB}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}" TEMPLATE "${TEMPLATE_DB}"`);
    fs.rmSync(DEMO_UPLOADS, { recursive: true, force: true });
    const db = createDb(withDatabase(adminUrl, building), 4);
    try {
      const mailDir = fs.mkdtempSync(path.join(path.dirname(DEMO_UPLOADS), 'pg-test-demo-mail-'));
      // Imported here: only the files that ask for the demo data load the seed's modules.
      const { seed } = await import('../src/seed/index.js');
      await seed(db, { ...loadConfig({}), uploadsDir: DEMO_UPLOADS, mailDir, smtpUrl: undefined });
      fs.rmSync(mailDir, { recursive: true, force: true });
    } finally {
      await db.$client.end();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${DEMO_TEMPLATE_DB}"`);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [DEMO_TEMPLATE_LOCK]);
  }
}

/** Fastify's route table as it is built: pass `onRoute` to createTestContext, read `routes` after. */
export function routeTable() {
  const routes: { method: HTTPMethods; url: string }[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url });
  };
  return { routes, onRoute };
}
