// The photos' part of a backup: every object of the storage (a folder or S3) copied to <backup>/photos/<key> and
// back, each streamed (a 10 MB photo is never held whole).
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, KEY_PATTERN, type FileStorage } from '../storage/index.js';

export interface PhotoCount {
  count: number;
  bytes: number;
}

export async function copyPhotosOut(storage: FileStorage, folder: string): Promise<PhotoCount> {
  const copied: PhotoCount = { count: 0, bytes: 0 };
  for await (const key of storage.list()) {
    // Only what the API itself stores and serves: anything else someone put in the bucket is not the app's.
    if (!KEY_PATTERN.test(key)) continue;
    const object = await storage.get(key);
    if (!object) continue; // deleted since it was listed
    const target = path.join(folder, ...key.split('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await pipeline(object.body, createWriteStream(target));
    copied.count++;
    copied.bytes += (await fs.stat(target)).size;
  }
  return copied;
}

/** The keys of the photos in a backup's folder, from their paths. */
export async function photoKeysIn(folder: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.map((entry) => entry.split(path.sep).join('/')).filter((key) => KEY_PATTERN.test(key));
}

export async function copyPhotosIn(folder: string, storage: FileStorage): Promise<PhotoCount> {
  const copied: PhotoCount = { count: 0, bytes: 0 };
  for (const key of await photoKeysIn(folder)) {
    const file = path.join(folder, ...key.split('/'));
    const { size } = await fs.stat(file);
    await storage.put(key, createReadStream(file), contentTypeOfKey(key), size);
    copied.count++;
    copied.bytes += size;
  }
  return copied;
}
