// Parsing of filter values from their query-string text. Each parser returns the typed value or throws
// a ValueError whose message is shown to the admin under the offending parameter.
import type { ValueKind } from './types.js';

export class ValueError extends Error {}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
export const MAX_TEXT = 500;
const MAX_LIST = 1000;

export type Scalar = number | string | boolean;

export function parseScalar(kind: ValueKind, raw: string): Scalar {
  const text = raw.trim();
  switch (kind) {
    case 'integer': {
      if (!/^-?\d{1,10}$/.test(text)) throw new ValueError('Must be a whole number.');
      const n = Number(text);
      if (n < INT_MIN || n > INT_MAX) throw new ValueError('Is out of range.');
      return n;
    }
    case 'number': {
      if (!/^-?(\d{1,15}(\.\d{1,15})?|\.\d{1,15})$/.test(text)) throw new ValueError('Must be a number.');
      return Number(text);
    }
    case 'boolean':
      if (text === '1' || text === 'true') return true;
      if (text === '0' || text === 'false') return false;
      throw new ValueError('Must be 1 or 0.');
    case 'date':
      return parseDate(text);
    case 'text':
      if (text.length === 0) throw new ValueError('A value is required.');
      if (raw.length > MAX_TEXT) throw new ValueError(`At most ${MAX_TEXT} characters.`);
      return raw;
  }
}

/** A calendar date YYYY-MM-DD from 1000-01-01 to 9999-12-31; returned as the same string once proven real (no 2024-02-31). */
export function parseDate(text: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw new ValueError('Must be a date YYYY-MM-DD.');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1000 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    throw new ValueError('Is not a valid date.');
  return text;
}

/**
 * Start of the day after `date` (UTC), so `< nextDay` keeps every moment of that day. After 9999-12-31
 * comes 'infinity': JavaScript writes year 10000 as '+010000-…', which PostgreSQL misreads as a time zone.
 */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.getUTCFullYear() > 9999 ? 'infinity' : d.toISOString();
}

export const startOfDay = (date: string) => `${date}T00:00:00.000Z`;

/** `[1,2]`, `["GB","FR"]` or `[GB, FR]` → items parsed as `kind`. */
export function parseList(kind: ValueKind, raw: string): Scalar[] {
  const text = raw.trim();
  if (!text.startsWith('[') || !text.endsWith(']')) throw new ValueError('Must be a bracketed list like [1,2].');
  let items: unknown[];
  try {
    const parsed: unknown = JSON.parse(text);
    items = Array.isArray(parsed) ? parsed : [];
  } catch {
    items = text
      .slice(1, -1)
      .split(',')
      .map((s) => s.trim().replace(/^"(.*)"$/, '$1'));
  }
  const values = items.filter((i) => i !== '');
  if (values.length === 0) throw new ValueError('The list is empty.');
  if (values.length > MAX_LIST) throw new ValueError(`At most ${MAX_LIST} values.`);
  return values.map((item) => {
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
      throw new ValueError('The list may hold only plain values.');
    }
    return parseScalar(kind, String(item));
  });
}

/** `a,b` for between: two dates (inclusive days) or two numbers. */
export function parseRange(kind: ValueKind, raw: string): [Scalar, Scalar] {
  const parts = raw.split(',');
  if (parts.length !== 2)
    throw new ValueError(kind === 'date' ? 'Must be two dates YYYY-MM-DD,YYYY-MM-DD.' : 'Must be two values a,b.');
  const from = parseScalar(kind, parts[0]!);
  const to = parseScalar(kind, parts[1]!);
  if (from > to) throw new ValueError('The range starts after it ends.');
  return [from, to];
}

export function requireTrue(raw: string): void {
  if (raw.trim() !== 'true' && raw.trim() !== '1') throw new ValueError('Must be true.');
}
