import { CSV_FORMULA_CELL, guardCsvCell, unguardCsvCell } from './csvCells.ts';

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
