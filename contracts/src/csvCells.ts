// What a spreadsheet may run as a formula, and how our CSV files keep such a cell text: one rule for every
// CSV we write (the API's list, report and campaign exports; the import's refusal download in the panel)
// and for the import, which takes the guard off again, so an exported file imports back unchanged.
//
// Guarded: a cell that starts with = + - @ (OWASP's list), | (DDE), their full-width and small forms
// (＝ ＋ － ＠ ｜ ﹦ ﹢ ﹣ ﹫: some spreadsheets fold them to ASCII), after any spaces, control characters
// (tab, CR, LF) or semicolons (a ';' delimiter splits `;=1` before the formula); and a cell that starts with
// the guard itself ('), so that taking one leading quote off on import is exact.

/** A cell that needs the guard. */
export const CSV_FORMULA_CELL = /^(?:[\s\u0000-\u001f;]*[=+\-@|＝＋－＠｜﹦﹢﹣﹫]|')/u;

/** Cells quoted whatever the delimiter: a spreadsheet reading with ';' or tabs must not split them. */
export const CSV_QUOTED_CELL = /[;\t]/;

/** The cell as a spreadsheet shows it as text: a leading ' when it needs the guard. */
export const guardCsvCell = (text: string): string => (CSV_FORMULA_CELL.test(text) ? `'${text}` : text);

/** The inverse of guardCsvCell, for imports: a leading ' comes off only where guardCsvCell would have put it. */
export const unguardCsvCell = (cell: string): string =>
  cell.startsWith("'") && CSV_FORMULA_CELL.test(cell.slice(1)) ? cell.slice(1) : cell;
