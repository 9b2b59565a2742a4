// `pnpm restore <folder>`: the database replaced by the backup's in one transaction (the app's schemas dropped and
// the dump replayed by psql; on any error nothing changes), then the app's migrations newer than the backup run, then
// every photo is written back. Objects in the store that the backup does not hold are left there: no restored row
// names them.
import path from 'node:path';
import { createDb, runMigrations } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { appliedMigrations } from './databaseTarget.js';
import { readManifest, sha256OfFile, type Manifest } from './manifest.js';
import { copyPhotosIn } from './photos.js';
import { checkToolFor, libpqTarget, run, serverVersion, start } from './postgresTools.js';

export interface RestoreOptions {
  url: string;
  storage: FileStorage;
  storageName: string;
  folder: string;
  log?: (line: string) => void;
}

/** The schemas the app's migrations create: the restore empties exactly these. */
const WIPE = 'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;';

export async function restoreBackup({ url, storage, storageName, folder, log = () => {} }: RestoreOptions): Promise<{
  manifest: Manifest;
  migrationsBefore: number;
  migrationsAfter: number;
}> {
  const manifest = await readManifest(folder);
  const dump = path.join(folder, manifest.database.file);
  if ((await sha256OfFile(dump)) !== manifest.database.sha256)
    throw new Error(`${dump} does not match the sha256 in the manifest: the backup is damaged.`);
  const server = await serverVersion(url);
  await checkToolFor(
    'pg_restore',
    { major: manifest.database.pg_dump_major, text: String(manifest.database.pg_dump_major) },
    'pg_dump',
  );
  await checkToolFor('psql', server);

  let started = Date.now();
  const { dbname, env } = libpqTarget(url);
  // pg_restore writes the dump as SQL; psql runs the wipe and it in one transaction, stopping at the first error.
  const sql = start('pg_restore', ['--no-owner', '--no-privileges', '--file=-', dump], env);
  const applied = run(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--single-transaction',
      '--set=ON_ERROR_STOP=1',
      `--command=${WIPE}`,
      '--file=-',
      `--dbname=${dbname}`,
    ],
    { env, stdin: sql.child.stdout },
  );
  await Promise.all([sql.done, applied]);
  const migrationsBefore = await appliedMigrations(url);
  log(
    `database: restored from ${manifest.database.file} (${migrationsBefore} migrations) in ${Date.now() - started} ms`,
  );

  started = Date.now();
  const db = createDb(url, 1);
  try {
    await runMigrations(db);
  } finally {
    await db.$client.end();
  }
  const migrationsAfter = await appliedMigrations(url);
  log(
    migrationsAfter > migrationsBefore
      ? `database: ${migrationsAfter - migrationsBefore} newer migrations run in ${Date.now() - started} ms (now ${migrationsAfter})`
      : `database: already at the code's ${migrationsAfter} migrations`,
  );

  started = Date.now();
  const photos = await copyPhotosIn(path.join(folder, manifest.photos.folder), storage);
  if (photos.count !== manifest.photos.count)
    throw new Error(`the backup lists ${manifest.photos.count} photos, its folder holds ${photos.count}`);
  log(`photos: ${photos.count} files, ${photos.bytes} bytes written to ${storageName} in ${Date.now() - started} ms`);
  return { manifest, migrationsBefore, migrationsAfter };
}
