// Range requests on GET /uploads/<key> (RFC 9110 §14): one byte range is served as a 206; a header this module
// cannot read, or one asking for several ranges, is ignored and the whole object sent, as the RFC allows.
import type { ByteRange, RangeRequest } from './types.js';

const SINGLE_RANGE = /^bytes=(?:(\d{1,15})-(\d{0,15})|-(\d{1,15}))$/;

export function parseRange(header: string | undefined): RangeRequest | undefined {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first, last, suffix] = match;
  if (suffix !== undefined) return { suffix: Number(suffix) };
  const start = Number(first);
  if (!last) return { start };
  const end = Number(last);
  // 'bytes=9-3' is not a valid range: the header is ignored.
  return end < start ? undefined : { start, end };
}

/** The bytes a range asks of an object of `size` bytes; null when none of them exists (416). */
export function resolveRange(range: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1, size };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1), size };
}

/** The Range header value S3 (or any HTTP server) takes for a request. */
export function rangeHeader(range: RangeRequest): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** Reads a Content-Range answer ('bytes 0-9/1234'). */
export function parseContentRange(value: string | undefined): ByteRange | undefined {
  const match = value ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(value) : null;
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : undefined;
}
