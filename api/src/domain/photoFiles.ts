// Photo checks and derivatives. A file is an image because of its bytes, never because of its name
// or the browser-sent MIME type.
import sharp from 'sharp';
import { validationFailed } from '../errors.js';
import { newPhotoKeys, type FileStorage } from '../storage/index.js';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const THUMB_WIDTH = 320;
export const NOT_AN_IMAGE = 'The photo must be a PNG or JPEG image.';

export type ImageKind = { mime: 'image/png'; extension: 'png' } | { mime: 'image/jpeg'; extension: 'jpg' };

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.subarray(0, 4).equals(PNG_MAGIC)) return { mime: 'image/png', extension: 'png' };
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return { mime: 'image/jpeg', extension: 'jpg' };
  return null;
}

export interface IncomingPhoto {
  field: string;
  filename: string;
  data: Buffer;
}

export interface PreparedPhoto {
  kind: ImageKind;
  data: Buffer;
  thumbnail: Buffer;
}

/**
 * Checks every photo (magic bytes, then a real decode by sharp, which also refuses a truncated file with
 * a valid header) and renders its thumbnail. Errors name the photo by index: `photos.<i>`.
 */
export async function preparePhotos(photos: IncomingPhoto[]): Promise<PreparedPhoto[]> {
  const errors: Record<string, string[]> = {};
  const prepared: PreparedPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    const kind = sniffImage(photo.data);
    const thumbnail = kind ? await thumbnailOf(photo.data) : null;
    const data = kind && thumbnail ? await withoutMetadata(photo.data, kind) : null;
    if (!kind || !thumbnail || !data) {
      errors[`photos.${index}`] = [NOT_AN_IMAGE];
      continue;
    }
    prepared.push({ kind, data, thumbnail });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return prepared;
}

async function thumbnailOf(data: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(data, { failOn: 'error' })
      .rotate() // honour EXIF orientation, phones store photos sideways
      .resize({ width: THUMB_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The original re-encoded without its metadata: phone photos carry the GPS position and device of
 * whoever took them, which a public directory must not hand out. Orientation is applied first.
 */
async function withoutMetadata(data: Buffer, kind: ImageKind): Promise<Buffer | null> {
  try {
    const image = sharp(data, { failOn: 'error' }).rotate();
    return await (kind.extension === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    return null;
  }
}

export interface StoredPhoto {
  fileKey: string;
  thumbKey: string;
  mime: string;
  size: number;
}

/**
 * Writes the photos and their thumbnails. On any failure the keys written so far are deleted before
 * rethrowing; on success the caller owns the keys (and deletes them if its transaction fails).
 */
export async function storePhotos(storage: FileStorage, photos: PreparedPhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  const written: string[] = [];
  try {
    for (const photo of photos) {
      const { fileKey, thumbKey } = newPhotoKeys(photo.kind.extension);
      await storage.put(fileKey, photo.data, photo.kind.mime);
      written.push(fileKey);
      await storage.put(thumbKey, photo.thumbnail, 'image/webp');
      written.push(thumbKey);
      stored.push({ fileKey, thumbKey, mime: photo.kind.mime, size: photo.data.length });
    }
    return stored;
  } catch (error) {
    await deleteQuietly(storage, written);
    throw error;
  }
}

/** Best-effort cleanup: a failed delete must not hide the error that caused it. */
export async function deleteQuietly(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
