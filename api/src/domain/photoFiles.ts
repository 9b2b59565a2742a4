// Photo checks and derivatives. A file is an image because of its bytes, never because of its name
// or the browser-sent MIME type.
import sharp from 'sharp';
import { validationFailed } from '../errors.js';
import { newPhotoKeys, type FileStorage } from '../storage/index.js';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const THUMB_WIDTH = 320;
export const NOT_AN_IMAGE = 'The photo must be a PNG or JPEG image.';

export type ImageKind =
  | { mime: 'image/png'; extension: 'png' }
  | { mime: 'image/jpeg'; extension: 'jpg' }
  | { mime: 'image/gif'; extension: 'gif' };
export type ImageExtension = ImageKind['extension'];

/** Pad photos are PNG or JPEG; callers that take more (announcement slides: GIF) say so. */
export const PHOTO_KINDS: readonly ImageExtension[] = ['png', 'jpg'];

// Checked on the header, before any pixel is decoded: a small file can declare a huge canvas or
// thousands of frames (a decompression bomb).
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_GIF_FRAMES = 300;
export const MAX_GIF_PIXELS = 50_000_000;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const GIF_MAGIC = Buffer.from('GIF8', 'latin1'); // GIF87a and GIF89a

export function sniffImage(bytes: Buffer, accept: readonly ImageExtension[] = PHOTO_KINDS): ImageKind | null {
  const kind: ImageKind | null = bytes.subarray(0, 4).equals(PNG_MAGIC)
    ? { mime: 'image/png', extension: 'png' }
    : bytes.subarray(0, 3).equals(JPEG_MAGIC)
      ? { mime: 'image/jpeg', extension: 'jpg' }
      : bytes.subarray(0, 4).equals(GIF_MAGIC)
        ? { mime: 'image/gif', extension: 'gif' }
        : null;
  return kind && accept.includes(kind.extension) ? kind : null;
}

export interface IncomingPhoto {
  field: string;
  filename: string;
  data: Buffer;
}

export interface PreparedPhoto {
  kind: ImageKind;
  /** The photo's title: the name of the file the uploader chose (spec part 2 §3 "Upload"). */
  title: string | null;
  data: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** 1 for still images; an animated GIF keeps every frame (and so does its animated WebP thumbnail). */
  frames: number;
}

export interface PrepareOptions {
  /** Image kinds accepted by content (default PNG and JPEG). */
  accept?: readonly ImageExtension[];
  /** Errors are keyed `<field>.<i>` (default `photos`). */
  field?: string;
  message?: string;
}

/**
 * Checks every photo (magic bytes, header limits, then a real decode by sharp, which also refuses a
 * truncated file with a valid header) and renders its thumbnail. Errors name the photo by index.
 */
export async function preparePhotos(photos: IncomingPhoto[], options: PrepareOptions = {}): Promise<PreparedPhoto[]> {
  const { accept = PHOTO_KINDS, field = 'photos', message = NOT_AN_IMAGE } = options;
  const errors: Record<string, string[]> = {};
  const prepared: PreparedPhoto[] = [];
  for (const [index, photo] of photos.entries()) {
    const kind = sniffImage(photo.data, accept);
    const header = kind ? await checkedHeader(photo.data, kind) : null;
    if (typeof header === 'string') {
      errors[`${field}.${index}`] = [header];
      continue;
    }
    const thumbnail = kind && header ? await thumbnailOf(photo.data, kind) : null;
    const data = kind && thumbnail ? await withoutMetadata(photo.data, kind) : null;
    if (!kind || !header || !thumbnail || !data) {
      errors[`${field}.${index}`] = [message];
      continue;
    }
    prepared.push({ kind, data, thumbnail, title: photoTitle(photo.filename), ...header });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return prepared;
}

export const MAX_TITLE_LENGTH = 200;

/** The file name without any folder a browser may send, trimmed; null when nothing is left. */
export function photoTitle(filename: string): string | null {
  const name = filename.split(/[\\/]/).pop()!.trim();
  return name ? name.slice(0, MAX_TITLE_LENGTH) : null;
}

type Header = { width: number; height: number; frames: number };

/** Size and frame count from the header alone; a string is the refusal when they exceed the caps. */
async function checkedHeader(data: Buffer, kind: ImageKind): Promise<Header | string | null> {
  try {
    const meta = await sharp(data, { animated: kind.extension === 'gif' }).metadata();
    const frames = meta.pages ?? 1;
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (!width || !height) return null;
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
      return `The image may be at most ${MAX_IMAGE_SIDE} pixels wide and high.`;
    }
    if (frames > MAX_GIF_FRAMES) return `An animated image may have at most ${MAX_GIF_FRAMES} frames.`;
    if (width * height * frames > MAX_GIF_PIXELS) return 'The animated image is too large (frames × pixels).';
    return { width, height, frames };
  } catch {
    return null;
  }
}

const animatedOf = (kind: ImageKind) => kind.extension === 'gif';

async function thumbnailOf(data: Buffer, kind: ImageKind): Promise<Buffer | null> {
  try {
    const image = sharp(data, { failOn: 'error', animated: animatedOf(kind) });
    // Honour EXIF orientation, phones store photos sideways (GIFs have none).
    return await (animatedOf(kind) ? image : image.rotate())
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
 * GIFs are re-encoded with every frame, so an animated slide stays animated.
 */
async function withoutMetadata(data: Buffer, kind: ImageKind): Promise<Buffer | null> {
  try {
    if (kind.extension === 'gif') return await sharp(data, { failOn: 'error', animated: true }).gif().toBuffer();
    const image = sharp(data, { failOn: 'error' }).rotate();
    return await (kind.extension === 'png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    return null;
  }
}

export interface StoredPhoto {
  title: string | null;
  fileKey: string;
  thumbKey: string;
  mime: string;
  size: number;
}

/**
 * Writes the photos and their thumbnails. On any failure the keys written so far are deleted before
 * rethrowing; on success the caller owns the keys (and deletes them if its transaction fails).
 */
export async function storePhotos(
  storage: FileStorage,
  photos: PreparedPhoto[],
  prefix = 'pads',
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  const written: string[] = [];
  try {
    for (const photo of photos) {
      const { fileKey, thumbKey } = newPhotoKeys(photo.kind.extension, prefix);
      await storage.put(fileKey, photo.data, photo.kind.mime);
      written.push(fileKey);
      await storage.put(thumbKey, photo.thumbnail, 'image/webp');
      written.push(thumbKey);
      stored.push({ title: photo.title, fileKey, thumbKey, mime: photo.kind.mime, size: photo.data.length });
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
