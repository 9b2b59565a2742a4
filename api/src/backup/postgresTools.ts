// PostgreSQL's own client programs (pg_dump, pg_restore, psql) for the backup commands: from PG_BIN_DIR when it is
// set, else from PATH. pg_dump refuses a server newer than itself, so the versions are checked first and a mismatch
// is reported with what to install. The password goes through PGPASSWORD, never the command line (ps shows it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

export function toolPath(tool: PgTool, binDir = process.env.PG_BIN_DIR): string {
  return binDir ? path.join(binDir, tool) : tool;
}

/** A connection URL split into what libpq takes on the command line and the password for its environment. */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The major version of a tool ('pg_dump (PostgreSQL) 15.18 (Debian…)' → 15). */
export async function toolMajorVersion(tool: PgTool): Promise<number> {
  const { stdout } = await run(tool, ['--version']);
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
  if (!match) throw new Error(`${toolPath(tool)} --version answered "${stdout.trim()}"`);
  return Number(match[1]);
}

export async function serverVersion(url: string): Promise<{ major: number; text: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string; v: string }>(
      `SELECT current_setting('server_version_num') AS n, current_setting('server_version') AS v`,
    );
    return { major: Math.floor(Number(rows[0]!.n) / 10000), text: rows[0]!.v };
  } finally {
    await client.end();
  }
}

/**
 * Throws what to do when `tool` is older than the server (pg_dump would refuse with less said), or than the pg_dump
 * that made a backup (`madeBy`: pg_restore cannot read a newer archive).
 */
export async function checkToolFor(
  tool: PgTool,
  server: { major: number; text: string },
  madeBy?: 'pg_dump',
): Promise<number> {
  let major: number;
  try {
    major = await toolMajorVersion(tool);
  } catch (error) {
    throw new Error(
      `${toolPath(tool)} could not be run (${(error as Error).message}). Install the PostgreSQL ${server.major} client ` +
        `programs (Debian: postgresql-client-${server.major}) or set PG_BIN_DIR to the folder that holds them.`,
      { cause: error },
    );
  }
  if (major < server.major)
    throw new Error(
      `${toolPath(tool)} is PostgreSQL ${major}'s and ` +
        (madeBy
          ? `the backup was made by PostgreSQL ${server.major}'s pg_dump: ${tool} must be of that major version or newer. `
          : `the server runs PostgreSQL ${server.text}: ${tool} must be of the server's major version or newer. `) +
        `Install the PostgreSQL ${server.major} client programs, or set PG_BIN_DIR to the folder that holds them.`,
    );
  return major;
}

export interface Finished {
  stdout: string;
  stderr: string;
}

/** Runs a tool to its end; rejects with its exit code and what it wrote on stderr. */
export function run(
  tool: PgTool,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: ChildProcess['stdout'] } = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, {
      env: options.env ?? process.env,
      stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    if (options.stdin && child.stdin) options.stdin.pipe(child.stdin);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new Error(`${toolPath(tool)}: ${error.message}`, { cause: error })));
    child.once('close', (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${toolPath(tool)} ${args[0] ?? ''} failed (${code ?? signal}): ${stderr.trim()}`));
    });
  });
}

/** Starts a tool whose stdout another reads (pg_restore's SQL into psql); `done` settles when it has ended. */
export function start(
  tool: PgTool,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; done: Promise<void> } {
  const child = spawn(toolPath(tool), args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${toolPath(tool)}: ${error.message}`, { cause: error })));
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${toolPath(tool)} failed (${code ?? signal}): ${stderr.trim()}`)),
    );
  });
  return { child, done };
}
