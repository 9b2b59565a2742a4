// The import rules that read the database (category, country, tags, the pad an ID names), against a stubbed
// reference, and the row-width rule: each refusal with its row, column, value as written and message.
import { referenceErrors, widthErrors, type NamedPads, type Reference, type RowInput } from './rules.js';

const ref: Reference = {
  categories: new Set([1, 3, 7]),
  countries: new Set(['IE', 'GB']),
  tags: new Map([
    ['scenic', 1],
    ['coastal', 2],
  ]),
};
const named: NamedPads = new Map([
  [10, { archived: false }],
  [11, { archived: true }],
]);
const row = (n: number, cells: RowInput['cells']): RowInput => ({ row: n, cells });
/** Each refusal as one line: `row field=value: message`. */
const refused = (rows: RowInput[]) =>
  referenceErrors(rows, ref, named).map((e) => `${e.row} ${e.field}=${e.value}: ${e.message}`);

describe('referenceErrors', () => {
  test('known references and a live pad pass; tags and country codes in any case', () => {
    expect(
      refused([
        row(2, { id: '10', category: '3', country: 'ie', tags: 'SCENIC, coastal' }),
        row(3, { category: '7', country: 'GB', tags: '' }),
      ]),
    ).toEqual([]);
  });

  test('each reference rule refused once, with its message', () => {
    expect(
      refused([
        row(2, { id: '99', category: '3' }),
        row(3, { id: '11', category: '3' }),
        row(4, { id: '10', category: '3' }),
        row(5, { id: '10', category: '3' }),
        row(6, { category: '99' }),
        row(7, { category: '3', country: 'zz' }),
        row(8, { category: '3', tags: 'Scenic, No Such Tag' }),
      ]),
    ).toEqual([
      '2 ID=99: No pad has this ID',
      '3 ID=11: This pad is archived; unarchive it before importing changes to it',
      '5 ID=10: This ID appears on an earlier row',
      '6 category=99: Unknown category',
      '7 country=ZZ: Unknown country code',
      "8 tags=No Such Tag: Tag 'No Such Tag' does not exist",
    ]);
  });

  test('a cell its format rule refuses is left to that rule (no second message)', () => {
    expect(refused([row(2, { id: '12a', category: 'heli', country: 'X1' }), row(3, { category: '' })])).toEqual([]);
  });
});

describe('widthErrors', () => {
  test('a row with more or fewer values than the header is refused; a full row is not', () => {
    expect(
      widthErrors(
        [
          { row: 2, width: 4 },
          { row: 3, width: 5 },
          { row: 4, width: 3 },
        ],
        4,
      ),
    ).toEqual([
      { row: 3, field: '(row)', value: '5 values', message: 'The row has 5 values; the header has 4.' },
      { row: 4, field: '(row)', value: '3 values', message: 'The row has 3 values; the header has 4.' },
    ]);
  });
});
