// The CSV formula guard in PostgreSQL, for the exports PostgreSQL writes itself (COPY … TO STDOUT): built from
// @pads/contracts' CSV_FORMULA_RULE, the same code points guardCsvCell's RegExp is built from, so the two cannot
// drift apart (test/lists/csvGuardSql.test.ts runs both over the same cells).
import { CSV_FORMULA_RULE, type CodePointRanges } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';

const hex4 = (c: number) => `\\u${c.toString(16).padStart(4, '0')}`;

// PostgreSQL text never holds NUL (and its regular expressions refuse \u0000): ranges start at 1 there.
const bracket = (ranges: CodePointRanges) =>
  ranges
    .map(([from, to]) => [Math.max(from, 1), to] as const)
    .filter(([from, to]) => from <= to)
    .map(([from, to]) => (from === to ? hex4(from) : `${hex4(from)}-${hex4(to)}`))
    .join('');

const escapeGuard = (text: string) => [...text].map((c) => hex4(c.codePointAt(0)!)).join('');

/** CSV_FORMULA_CELL as a PostgreSQL (ARE) regular expression. */
export const CSV_FORMULA_PATTERN_SQL = `^(?:[${bracket(CSV_FORMULA_RULE.skipped)}]*[${bracket(CSV_FORMULA_RULE.starters)}]|${escapeGuard(CSV_FORMULA_RULE.guard)})`;

/** Every first character of a cell the pattern can match: a cheap test that spares most cells the pattern. */
const FIRST_CODE_POINTS = [...CSV_FORMULA_RULE.skipped, ...CSV_FORMULA_RULE.starters]
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
  .concat(CSV_FORMULA_RULE.guard.codePointAt(0)!);

/** A constant as an escape-string literal (independent of standard_conforming_strings). */
const literal = (text: string) => sql.raw(`E'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);

const FIRST_SQL = sql.raw(`'{${FIRST_CODE_POINTS.join(',')}}'::int[]`);
const PATTERN_SQL = literal(CSV_FORMULA_PATTERN_SQL);
const GUARD_SQL = literal(CSV_FORMULA_RULE.guard);

/**
 * guardCsvCell in SQL, over a text expression evaluated once per use (give it a column, not a subquery).
 * Constants only, no parameters: it runs inside COPY, which takes none.
 */
export const csvGuardSql = (text: SQL): SQL =>
  sql`CASE WHEN ascii(${text}) = ANY(${FIRST_SQL}) AND ${text} ~ ${PATTERN_SQL} THEN ${GUARD_SQL} || ${text} ELSE ${text} END`;
