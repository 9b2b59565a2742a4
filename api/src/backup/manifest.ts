// A backup is a folder: database.dump (pg_dump's custom format), photos/<key> (every stored object) and
// manifest.json, written last, so a folder without it is a backup that did not finish.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export const MANIFEST_FORMAT = 'pads-backup/1';
export const DUMP_FILE = 'database.dump';
export const PHOTOS_FOLDER = 'photos';
const MANIFEST_FILE = 'manifest.json';

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  created_at: string;
  database: {
    file: typeof DUMP_FILE;
    sha256: string;
    bytes: number;
    server_version: string;
    pg_dump_major: number;
    /** The app's migrations the database had: a restore runs the newer ones. */
    migrations: number;
  };
  photos: { folder: typeof PHOTOS_FOLDER; count: number; bytes: number; from: string };
}

export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} holds no ${MANIFEST_FILE}: it is not a backup, or its backup did not finish.`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT)
    throw new Error(`${folder} is a backup of format "${manifest.format}"; this version reads "${MANIFEST_FORMAT}".`);
  return manifest;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
