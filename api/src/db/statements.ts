// Statements run as named prepared statements: each pooled connection parses a statement once, and a
// statement without parameters (a list's first page, a scope tab) keeps its plan, so the request path
// neither parses nor plans it again. Statements with parameters are planned per execution for their
// values (PostgreSQL's custom plans) for their first five executions; after that PostgreSQL may settle on a
// generic plan, which is wrong for a value whose selectivity swings as a keyword's does ('lunch' matches 100k
// reviews, 'scale-1234' a hundred users): a generic plan made the reviews keyword 115 ms where its own plan runs in
// 8 ms. Such statements run unnamed (`plannedPerValue`): parsed and planned for their values on every execution.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryConfig } from 'pg';
import type { Db, DbOrTx } from './client.js';

const dialect = new PgDialect();

/** The statement as node-postgres' named query: the name is a digest of its text. */
function namedStatement(query: SQL): QueryConfig {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  return { name, text, values: params };
}

export interface StatementOptions {
  /** Plan for this execution's values every time (an unnamed statement), never settle on a generic plan. */
  plannedPerValue?: boolean;
}

/** What node-postgres sends for `query`: named, or unnamed when it is `plannedPerValue`. */
export function statementOf(query: SQL, { plannedPerValue = false }: StatementOptions = {}): QueryConfig {
  const statement = namedStatement(query);
  return plannedPerValue ? { text: statement.text, values: statement.values } : statement;
}

/** Runs a statement made by `statementOf` (or kept from it); returns its rows. */
export async function runPrepared<T extends Record<string, unknown> = Record<string, unknown>>(
  db: Db,
  statement: QueryConfig,
): Promise<T[]> {
  const { rows } = await db.$client.query<T>(statement);
  return rows;
}

/**
 * Runs a statement made by `statementOf` on `db`'s own connection: a transaction's, or the pool's. Named, it is
 * parsed and planned once per connection, as on the pool (drizzle's session runs it by name).
 */
export async function runPreparedIn<T extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  statement: QueryConfig,
): Promise<T[]> {
  const query = { sql: statement.text, params: (statement.values ?? []) as unknown[] };
  const result = (await db._.session.prepareQuery(query, undefined, statement.name, false).execute()) as { rows: T[] };
  return result.rows;
}
