// CSV exports: same rows and order as the list, formula neutralising, how each type is written, update format.
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../context.js';
import { qs, seedListFixture, type Fixture } from '../fixtures/lists.js';

let ctx: TestContext;
let fx: Fixture;
beforeAll(async () => {
  ctx = await createTestContext();
  // DROP DATABASE … WITH (FORCE) in ctx.close() can reach a pooled connection that is still closing.
  fx = await seedListFixture(ctx.db);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: fx.admin.headers });

async function listIds(params: Record<string, string | number>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`/api/admin/pads?${qs({ ...params, page })}`)).json();
    ids.push(...body.data.map((r: { id: number }) => r.id));
    if (page >= body.meta.last_page) return ids;
  }
}

async function csv(
  params: Record<string, string | number>,
): Promise<{ header: string[]; rows: string[][]; res: Awaited<ReturnType<typeof get>> }> {
  const res = await get(`/api/admin/pads/download-csv?${qs(params)}`);
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = parse(res.body) as string[][];
  return { header: header!, rows, res };
}

describe('export of the list', () => {
  test('is an attachment named pads-YYYY-MM-DD.csv with the visible columns', async () => {
    const { header, res } = await csv({});
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="pads-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(header).toEqual([
      'ID',
      'Name',
      'Category',
      'Status',
      'Country',
      'Region',
      'Latitude',
      'Longitude',
      'Created',
      'Archived',
    ]);
  });

  const cases: Array<Record<string, string | number>> = [
    {},
    { type: 'moderated' },
    { keyword: 'fill', sort_column: 'name', sort_direction: 'descend' },
    { 'filters[category_id:in]': '[3,4]', sort_column: 'region', sort_direction: 'ascend' },
    { sort_column: 'deleted_at', sort_direction: 'descend' },
    { sort_column: 'category.name', sort_direction: 'ascend' },
    // Values written into the COPY statement as literals: quotes and backslashes stay values.
    { keyword: "o'b\\x'; --", sort_column: 'name', sort_direction: 'ascend' },
    { 'filters[name:in]': '["Juliet 100% _pad_","x\'\\\\"]' },
  ];
  test.each(cases)('holds the same rows in the same order as the list: %j', async (params) => {
    const { rows } = await csv(params);
    expect(rows.map((r) => Number(r[0]))).toEqual(await listIds(params));
  });

  test('cells that a spreadsheet would run as a formula are neutralised with a quote', async () => {
    const { rows } = await csv({ 'filters[name:contains]': 'HYPERLINK' });
    expect(rows).toHaveLength(1);
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil")`);
    // Numbers are written as numbers: a negative longitude is not a formula.
    expect(rows[0]![7]!.startsWith('-')).toBe(true);
  });

  test('how each type is written: text quoted, numbers and times as they are, no value as an empty cell', async () => {
    const res = await get(`/api/admin/pads/download-csv?${qs({ 'filters[name:contains]': 'HYPERLINK' })}`);
    const [header, line, end] = res.body.split('\n');
    expect(header).toBe('ID,Name,Category,Status,Country,Region,Latitude,Longitude,Created,Archived');
    expect(end).toBe('');
    // No country, no region, not archived: empty cells; the name's own quotes doubled inside its quoted cell.
    expect(line).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil""\)","[^"]+","[^"]+",,,-?\d+(\.\d+)?,-\d+(\.\d+)?,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00,$/,
    );
  });

  test('cells a spreadsheet splitting on ; or tabs would cut are quoted; booleans are 1/0', async () => {
    const { header, rows, res } = await csv({ export_for_update: 1, 'filters[name:contains]': 'Juliet' });
    const raw = res.body.split('\n')[1]!;
    // Every text cell is quoted, whatever it holds; numbers and 1/0 flags are not.
    expect(raw).toMatch(/^\d+,"Juliet 100% _pad_",7,/);
    expect(raw).toMatch(/,"coastal,grass",0,1$/);
    expect(rows[0]).toHaveLength(header.length);
  });

  test('bad parameters are a 422, as for the list', async () => {
    const res = await get(`/api/admin/pads/download-csv?${qs({ 'filters[nope:equals]': 1 })}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['filters[nope:equals]']);
    expect((await get('/api/admin/pads/download-csv?export_for_update=yes')).statusCode).toBe(422);
  });
});

describe('export for update', () => {
  test('writes the 22 import columns with the ID filled', async () => {
    const { header, rows } = await csv({ export_for_update: 1, 'filters[name:contains]': 'Juliet' });
    expect(header).toEqual([
      'ID',
      'name',
      'category',
      'latitude',
      'longitude',
      'internal notes',
      'ICAO',
      'country',
      'contact name',
      'phone',
      'email',
      'website',
      'Jet A1',
      '100LL/Avgas',
      'Mogas',
      'custom facility',
      'landing fees',
      'site information',
      'landing advice',
      'tags',
      'is moderated',
      'is landing permitted',
    ]);
    expect(header).toHaveLength(22);
    const row = Object.fromEntries(header.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({
      ID: String(fx.pads['Juliet 100% _pad_']),
      name: 'Juliet 100% _pad_',
      category: '7',
      ICAO: 'EGLL',
      country: 'IE',
      'Jet A1': '1',
      '100LL/Avgas': '0',
      Mogas: '1',
      'custom facility': '0',
      'landing fees': '0',
      tags: 'coastal,grass',
      'is moderated': '0',
      'is landing permitted': '1',
    });
  });

  test('contact columns come from the primary contact; text cells are neutralised there too', async () => {
    const { header, rows } = await csv({
      export_for_update: 1,
      'filters[name:in]': '["Alpha Field","=HYPERLINK(\\"http://evil\\")"]',
      sort_column: 'id',
      sort_direction: 'ascend',
    });
    const [alpha, evil] = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    expect(alpha).toMatchObject({ 'contact name': 'Pad Phone', phone: "'+44 1", email: 'a@x.test' });
    expect(evil).toMatchObject({
      name: `'=HYPERLINK("http://evil")`,
      'internal notes': "'+cmd",
      website: "'-1+1",
      ICAO: "'@SUM",
      country: '',
    });
  });
});
