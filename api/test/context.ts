// Per-file test context: a fresh database cloned from the migrated template, and the real app on it.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, type Db } from '../src/db/client.js';

const TEMPLATE_DB = 'pads_test_template';

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

export async function createTestContext(
  overrides: Partial<Config> = {},
  appOptions: Pick<AppOptions, 'onRoute' | 'logger'> = {},
): Promise<TestContext> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = `pads_test_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDb(url, 4);
  // DROP DATABASE ... WITH (FORCE) below may end a pooled connection that is still closing; that is expected.
  db.$client.on('error', () => {});
  const config = { ...loadConfig({}), ...overrides };
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

/** Fastify's route table as it is built: pass `onRoute` to createTestContext, read `routes` after. */
export function routeTable() {
  const routes: { method: HTTPMethods; url: string }[] = [];
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method: method as HTTPMethods, url: route.url });
  };
  return { routes, onRoute };
}
