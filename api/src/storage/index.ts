// Picks the photo storage from the configuration: S3-compatible when S3_BUCKET is set, else the local folder.
import type { Config } from '../config.js';
import { LocalFileStorage } from './localStorage.js';
import { S3FileStorage } from './s3Storage.js';
import { StorageMisconfigured, type FileStorage } from './types.js';

export type { FileStorage, StoredObject, RangeRequest, ByteRange } from './types.js';
export { StorageUnavailable, StorageMisconfigured, RangeNotSatisfiable } from './types.js';
export { newPhotoKeys, KEY_PATTERN, contentTypeOfKey } from './keys.js';
export { parseRange } from './ranges.js';

export function createFileStorage(config: Pick<Config, 'uploadsDir' | 's3'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(config.uploadsDir);
}

/** Public URL of a stored object: always through the API (GET /uploads/<key>), whatever the storage. */
export function fileUrl(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/uploads/${key}`;
}

/**
 * The start-up check: a setting that can never work (StorageMisconfigured) is thrown, and the API does not start;
 * a storage that does not answer now (down, unreachable) is only reported: it may be back before the first photo
 * is asked for, and meanwhile the photo calls answer 503 `storage_unavailable`.
 */
export async function checkStorage(storage: FileStorage, warn: (message: string, error: Error) => void): Promise<void> {
  try {
    await storage.check();
  } catch (error) {
    if (error instanceof StorageMisconfigured || !(error instanceof Error)) throw error;
    warn('The photo storage did not answer at start; photo calls answer 503 until it does', error);
  }
}
