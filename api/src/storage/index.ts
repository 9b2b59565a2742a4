// Picks the photo storage from the configuration: S3-compatible when S3_BUCKET is set, else the local folder.
import type { Config } from '../config.js';
import { LocalFileStorage } from './localStorage.js';
import { S3FileStorage } from './s3Storage.js';
import type { FileStorage } from './types.js';

export type { FileStorage, StoredObject } from './types.js';
export { newPhotoKeys, KEY_PATTERN, contentTypeOfKey } from './keys.js';

export function createFileStorage(config: Pick<Config, 'uploadsDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir);
}

/** Public URL of a stored object: always through the API (GET /uploads/<key>), whatever the storage. */
export function fileUrl(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/uploads/${key}`;
}
