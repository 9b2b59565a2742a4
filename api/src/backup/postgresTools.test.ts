import { libpqTarget, toolPath } from './postgresTools.js';

test('the password goes to PGPASSWORD, never onto the command line', () => {
  const { dbname, env } = libpqTarget('postgres://pads:s%3Acret@db.internal:6432/pads?sslmode=require');
  expect(dbname).toBe('postgres://pads@db.internal:6432/pads?sslmode=require');
  expect(env.PGPASSWORD).toBe('s:cret');
  expect(libpqTarget('postgres://pads@127.0.0.1:5432/pads').env.PGPASSWORD).toBe(process.env.PGPASSWORD);
});

test('the programs come from PG_BIN_DIR when it is set, else from PATH', () => {
  expect(toolPath('pg_dump', '/usr/lib/postgresql/18/bin')).toBe('/usr/lib/postgresql/18/bin/pg_dump');
  expect(toolPath('psql', '')).toBe('psql');
});
