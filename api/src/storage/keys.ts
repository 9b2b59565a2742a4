// Object keys are random, so a public URL cannot be guessed from a pad id or a file name.
import { randomBytes } from 'node:crypto';

/** Keys look like `pads/3f…e1.png`; only this shape is ever read back, which rules out path tricks. */
export const KEY_PATTERN = /^[a-z]+\/[a-f0-9]{32}(?:_thumb)?\.(?:png|jpg|gif|webp)$/;

export function newPhotoKeys(extension: 'png' | 'jpg' | 'gif', prefix = 'pads'): { fileKey: string; thumbKey: string } {
  const id = randomBytes(16).toString('hex');
  return { fileKey: `${prefix}/${id}.${extension}`, thumbKey: `${prefix}/${id}_thumb.webp` };
}

export function contentTypeOfKey(key: string): string {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.gif')) return 'image/gif';
  return 'image/jpeg';
}
