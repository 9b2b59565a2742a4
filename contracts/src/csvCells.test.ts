import { CSV_FORMULA_CELL, CSV_FORMULA_RULE, guardCsvCell, unguardCsvCell } from './csvCells.ts';

const FORMULAS = [
  '=1+1',
  '+1',
  '-1',
  '@SUM(A1)',
  '|calc',
  '＝1+1',
  '＋1',
  '－1',
  '＠SUM(A1)',
  '｜calc',
  '﹦1',
  ';=1+1',
  '\t=1',
  '\r=1',
  '\n=1',
  '  =1',
  '\u3000=1',
];

test('OWASP’s characters, their full-width and small forms, and those after spaces, controls or ; are guarded', () => {
  for (const cell of FORMULAS) expect([cell, guardCsvCell(cell)]).toEqual([cell, `'${cell}`]);
  for (const cell of ['Hilltop', '1+1', 'a=b', 'x-y', '', ' ', 'İstanbul', '€20'])
    expect(guardCsvCell(cell)).toBe(cell);
});

test('unguarding what was guarded gives back the original text, the guard character itself included', () => {
  for (const cell of [...FORMULAS, "'", "''", "'=1", "'tis", 'plain', "it's"]) {
    expect(unguardCsvCell(guardCsvCell(cell))).toBe(cell);
  }
  // A quote before text that needs no guard is the file's own text, kept.
  expect(unguardCsvCell("'tis the season")).toBe("'tis the season");
  expect(CSV_FORMULA_CELL.test("'tis")).toBe(true);
});

test('the code point rule skips exactly what JavaScript calls white space, controls and ;', () => {
  const skipped = (c: number) => CSV_FORMULA_RULE.skipped.some(([from, to]) => c >= from && c <= to);
  // The code points where the rule and JavaScript disagree, compared once: an expect per code point cost seconds.
  const disagree: number[] = [];
  for (let c = 0; c <= 0xffff; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (skipped(c) !== /[\s\u0000-\u001f;]/u.test(String.fromCodePoint(c))) disagree.push(c);
  }
  expect(disagree).toEqual([]);
});
