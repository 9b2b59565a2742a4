// The default storage: a folder on the API's disk (config.uploadsDir).
import { constants, createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey, KEY_PATTERN } from './keys.js';
import { resolveRange } from './ranges.js';
import {
  RangeNotSatisfiable,
  StorageMisconfigured,
  type FileStorage,
  type RangeRequest,
  type StoredObject,
} from './types.js';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    const full = path.resolve(this.root, key);
    // Keys are generated, but a key must never escape the folder even if that ever changes.
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: RangeRequest): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let size: number;
    try {
      size = (await fs.stat(file)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const contentType = contentTypeOfKey(key);
    if (!range) return { body: createReadStream(file), contentType, size };
    const bytes = resolveRange(range, size);
    if (!bytes) throw new RangeNotSatisfiable(size);
    return {
      body: createReadStream(file, { start: bytes.start, end: bytes.end }),
      contentType,
      size: bytes.end - bytes.start + 1,
      range: bytes,
    };
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<string> {
    let entries: string[];
    try {
      entries = await fs.readdir(this.root, { recursive: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    // Only stored objects: a half-written .tmp file or anything else an operator left there is not one.
    for (const entry of entries) {
      const key = entry.split(path.sep).join('/');
      if (KEY_PATTERN.test(key)) yield key;
    }
  }

  async check(): Promise<void> {
    try {
      await fs.mkdir(this.root, { recursive: true });
      await fs.access(this.root, constants.W_OK);
    } catch (error) {
      throw new StorageMisconfigured(`The uploads folder ${this.root} cannot be written (UPLOADS_DIR).`, {
        cause: error,
      });
    }
  }
}
