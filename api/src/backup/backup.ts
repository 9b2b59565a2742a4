// `pnpm backup`: the database through pg_dump (custom format: compressed, restorable table by table) in one
// snapshot, then every photo. The dump comes first: a photo deleted while the photos are copied may be missing from
// the backup, one added is an object no restored row names; neither makes a row point at nothing that was there.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from '../storage/index.js';
import { appliedMigrations } from './databaseTarget.js';
import { DUMP_FILE, MANIFEST_FORMAT, PHOTOS_FOLDER, sha256OfFile, writeManifest, type Manifest } from './manifest.js';
import { copyPhotosOut } from './photos.js';
import { checkToolFor, libpqTarget, run, serverVersion } from './postgresTools.js';

export interface BackupOptions {
  url: string;
  storage: FileStorage;
  /** What holds the photos, for the manifest and the output ('s3://bucket', a folder). */
  storageName: string;
  folder: string;
  log?: (line: string) => void;
}

export async function makeBackup({
  url,
  storage,
  storageName,
  folder,
  log = () => {},
}: BackupOptions): Promise<Manifest> {
  const entries = await fs.readdir(folder).catch(() => [] as string[]);
  if (entries.length) throw new Error(`${folder} is not empty: a backup goes into a new folder.`);
  const server = await serverVersion(url);
  const pgDumpMajor = await checkToolFor('pg_dump', server);
  const migrations = await appliedMigrations(url);
  await fs.mkdir(folder, { recursive: true });

  let started = Date.now();
  const dump = path.join(folder, DUMP_FILE);
  const { dbname, env } = libpqTarget(url);
  // No owners or grants: the restore recreates every object as the role it connects as, whatever its name there.
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${dbname}`], {
    env,
  });
  const { size } = await fs.stat(dump);
  log(
    `database: PostgreSQL ${server.text}, ${migrations} migrations, ${size} bytes dumped in ${Date.now() - started} ms`,
  );

  started = Date.now();
  const photos = await copyPhotosOut(storage, path.join(folder, PHOTOS_FOLDER));
  log(`photos: ${photos.count} files, ${photos.bytes} bytes copied from ${storageName} in ${Date.now() - started} ms`);

  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    created_at: new Date().toISOString(),
    database: {
      file: DUMP_FILE,
      sha256: await sha256OfFile(dump),
      bytes: size,
      server_version: server.text,
      pg_dump_major: pgDumpMajor,
      migrations,
    },
    photos: { folder: PHOTOS_FOLDER, ...photos, from: storageName },
  };
  await writeManifest(folder, manifest);
  return manifest;
}
