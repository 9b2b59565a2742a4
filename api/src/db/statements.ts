// Statements run as named prepared statements: each pooled connection parses a statement once, and a
// statement without parameters (a list's first page, a scope tab) keeps its plan, so the request path
// neither parses nor plans it again. Statements with parameters are planned per execution for their
// values (PostgreSQL's custom plans), which keeps their plans right for a keyword or a filter value.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryConfig } from 'pg';
import type { Db } from './client.js';

const dialect = new PgDialect();

/** The statement as node-postgres' named query: the name is a digest of its text. */
export function namedStatement(query: SQL): QueryConfig {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `s_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  return { name, text, values: params };
}

/** Runs `query` as a named prepared statement; returns its rows. */
export async function runStatement<T extends Record<string, unknown> = Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const { rows } = await db.$client.query<T>(namedStatement(query));
  return rows;
}
