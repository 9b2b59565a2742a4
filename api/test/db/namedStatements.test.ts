// DATABASE_PREPARED_STATEMENTS=false (issue 34): behind a pooler that cannot keep named statements (PgBouncer 1.18 in
// transaction mode), the API sends every statement unnamed. PostgreSQL's pg_prepared_statements lists a session's
// named statements: on a one-connection pool it shows what the API's list engine and token lookup prepared.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createDb, type Db } from '../../src/db/client.js';
import { runPrepared, statementOf } from '../../src/db/statements.js';
import { createTestContext, type TestContext } from '../context.js';
import { userWithToken } from '../helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** An app on a pool of one connection, so that every statement it sends runs in the session the test reads. */
async function appOn(namedStatements: boolean): Promise<{ app: FastifyInstance; db: Db }> {
  const db = createDb(ctx.url, 1, undefined, { namedStatements });
  const app = await buildApp({ db, config: loadConfig({}) });
  await app.ready();
  return { app, db };
}

const preparedNames = async (db: Db) =>
  (await db.$client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map(
    (r) => r.name,
  );

test.each([
  { namedStatements: true, prepared: true },
  { namedStatements: false, prepared: false },
])(
  'named statements $namedStatements: a signed-in list request answers, and the session holds prepared statements: $prepared',
  async ({ namedStatements, prepared }) => {
    const { app, db } = await appOn(namedStatements);
    try {
      const { headers } = await userWithToken(ctx.db);
      const list = await app.inject({ method: 'GET', url: '/api/admin/users?page=1', headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().meta.total).toBeGreaterThan(0);
      // A statement the list engine names by its text's digest, run directly.
      const statement = statementOf(sql`SELECT 41 + 1 AS answer`);
      expect(statement.name).toMatch(/^s_/);
      expect(await runPrepared(db, statement)).toEqual([{ answer: 42 }]);

      const names = await preparedNames(db);
      if (prepared) expect(names).toEqual(expect.arrayContaining(['auth_token_lookup', statement.name]));
      else expect(names).toEqual([]);
    } finally {
      await app.close();
      await db.$client.end();
    }
  },
);
