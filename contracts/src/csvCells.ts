// What a spreadsheet may run as a formula, and how our CSV files keep such a cell text: one rule for every
// CSV we write (the API's list exports, written by PostgreSQL from csvGuardSql, derived from this rule; its
// report and campaign exports; the import's refusal download in the panel) and for the import, which takes the
// guard off again, so an exported file imports back unchanged.
//
// Guarded: a cell that starts with = + - @ (OWASP's list), | (DDE), their full-width and small forms
// (＝ ＋ － ＠ ｜ ﹦ ﹢ ﹣ ﹫: some spreadsheets fold them to ASCII), after any spaces, control characters
// (tab, CR, LF) or semicolons (a ';' delimiter splits `;=1` before the formula); and a cell that starts with
// the guard itself ('), so that taking one leading quote off on import is exact.

/** Inclusive code point ranges. */
export type CodePointRanges = ReadonlyArray<readonly [number, number]>;

/**
 * The rule as code points, for whoever cannot run a JavaScript RegExp (PostgreSQL writes the list exports):
 * a cell needs the guard when it starts with `guard`, or with any number of `skipped` followed by a `starter`.
 */
export const CSV_FORMULA_RULE: { skipped: CodePointRanges; starters: CodePointRanges; guard: string } = {
  // Control characters and space, ';', and the rest of JavaScript's \s (white space and line terminators).
  skipped: [
    [0x00, 0x20],
    [0x3b, 0x3b],
    [0xa0, 0xa0],
    [0x1680, 0x1680],
    [0x2000, 0x200a],
    [0x2028, 0x2029],
    [0x202f, 0x202f],
    [0x205f, 0x205f],
    [0x3000, 0x3000],
    [0xfeff, 0xfeff],
  ],
  starters: [...'=+-@|＝＋－＠｜﹦﹢﹣﹫'].map((c) => [c.codePointAt(0)!, c.codePointAt(0)!] as const),
  guard: "'",
};

const escapeRanges = (ranges: CodePointRanges) =>
  ranges
    .map(([from, to]) =>
      from === to ? `\\u{${from.toString(16)}}` : `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`,
    )
    .join('');

/** A cell that needs the guard. */
export const CSV_FORMULA_CELL = new RegExp(
  `^(?:[${escapeRanges(CSV_FORMULA_RULE.skipped)}]*[${escapeRanges(CSV_FORMULA_RULE.starters)}]|${CSV_FORMULA_RULE.guard})`,
  'u',
);

/** Cells quoted whatever the delimiter: a spreadsheet reading with ';' or tabs must not split them. */
export const CSV_QUOTED_CELL = /[;\t]/;

/** The cell as a spreadsheet shows it as text: a leading ' when it needs the guard. */
export const guardCsvCell = (text: string): string =>
  CSV_FORMULA_CELL.test(text) ? `${CSV_FORMULA_RULE.guard}${text}` : text;

/** The inverse of guardCsvCell, for imports: a leading ' comes off only where guardCsvCell would have put it. */
export const unguardCsvCell = (cell: string): string =>
  cell.startsWith(CSV_FORMULA_RULE.guard) && CSV_FORMULA_CELL.test(cell.slice(1)) ? cell.slice(1) : cell;
