// The CSV pad import through its two calls on the demo data: a clean file, every rule refused once with
// its row, column, value and message, file-level refusals, conflicts with each decision, updates by ID,
// the round trip through 'Export for update' (an exported file, edited as text), and a failure late in a
// 400-row import (after its pads, contacts, facilities and tags are written) leaving nothing behind.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ImportRow } from '@pads/contracts/api';
import { parse } from 'csv-parse/sync';
import { computeAllPairs, keptPairs } from '../../../src/domain/duplicatePairs.js';
import { createTestContext, type TestContext } from '../../context.js';
import { ROLE, staleReportCounters, userWithToken } from '../../helpers.js';
import { csvText, HEADERS, importRows, newPadRow, upload, validated } from './fixtures.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pads-import-'));
  ctx = await createTestContext({ uploadsDir: dir, mailDir: dir, smtpUrl: undefined }, {}, { demoData: true });
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const one = async <T = number>(text: string, params: unknown[] = []) =>
  Object.values((await ctx.db.$client.query(text, params)).rows[0] as object)[0] as T;
const all = async <T>(text: string, params: unknown[] = []) => (await ctx.db.$client.query(text, params)).rows as T[];

test('a clean file: validated, then imported with contacts, facilities, tags, flags and a log entry per pad', async () => {
  const v = await validated(ctx, admin.headers, csvText([newPadRow(1), newPadRow(2, { tags: 'Scenic, Coastal' })]));
  expect(v.summary).toEqual({ total: 2, new: 2, updates: 0, conflicts: 0 });
  expect(v.columns).toHaveLength(22);
  const res = await importRows(ctx, admin.headers, v);
  expect(res.statusCode).toBe(200);
  const result = res.json().data;
  expect(result).toMatchObject({ created: 2, updated: 0, replaced: 0, skipped: 0, unchanged: 0 });
  const pads = await all<{ id: number; status_id: number; country_code: string; region: string; contacts: number }>(
    `SELECT p.id, p.status_id, p.country_code, p.region, (SELECT count(*)::int FROM contacts c WHERE c.pad_id = p.id) AS contacts
     FROM pads p WHERE last_import_id = $1 ORDER BY id`,
    [result.import_id],
  );
  expect(pads).toHaveLength(2);
  // Moderated, placed offline (country and region from the coordinates), with the primary contact.
  expect(pads[0]).toMatchObject({ status_id: 3, country_code: 'IE', contacts: 1 });
  expect(pads[0]!.region).toBeTruthy();
  expect(
    await all(`SELECT t.name FROM pad_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.pad_id = $1 ORDER BY 1`, [
      pads[1]!.id,
    ]),
  ).toEqual([{ name: 'Coastal' }, { name: 'Scenic' }]);
  expect(
    await one(
      `SELECT count(*)::int FROM pad_facilities pf JOIN facilities f ON f.id = pf.facility_id WHERE pf.pad_id = $1 AND f.name ILIKE '%jet a1%'`,
      [pads[0]!.id],
    ),
  ).toBe(1);
  const logs = await all<{ action: string; user_id: number; details: { import_id: number; row: number } }>(
    `SELECT action, user_id, details FROM activity_logs WHERE pad_id = ANY($1) ORDER BY pad_id`,
    [pads.map((p) => p.id)],
  );
  expect(logs).toEqual([
    {
      action: 'pad_imported',
      user_id: admin.user.id,
      details: expect.objectContaining({ import_id: result.import_id, row: 2 }),
    },
    {
      action: 'pad_imported',
      user_id: admin.user.id,
      details: expect.objectContaining({ import_id: result.import_id, row: 3 }),
    },
  ]);
  // The result's list link: the pad list filtered to this import.
  const list = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/pads?filters[last_import_id:equals]=${result.import_id}`,
    headers: admin.headers,
  });
  expect(list.json().meta.total).toBe(2);
});

test('every rule refused once, with its row, column, value (as written) and message', async () => {
  const existing = await one('SELECT min(id)::int FROM pads WHERE deleted_at IS NULL');
  // An archived pad, archived as the panel does it.
  const archivedId = await one<number>(
    'SELECT id FROM pads WHERE deleted_at IS NULL AND id <> $1 ORDER BY id DESC OFFSET 5 LIMIT 1',
    [existing],
  );
  const archive = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/pads/toggle-pad-deletion/${archivedId}`,
    headers: admin.headers,
    payload: { note: 'Closed down' },
  });
  expect(archive.statusCode).toBe(200);
  const longName = 'x'.repeat(256);
  const rows = [
    newPadRow(10, { name: '' }),
    newPadRow(11, { category: 'heli' }),
    newPadRow(12, { category: 99 }),
    newPadRow(13, { latitude: 91 }),
    newPadRow(14, { longitude: -181 }),
    newPadRow(15, { 'Jet A1': 2 }),
    newPadRow(16, { tags: 'Scenic, No Such Tag' }),
    newPadRow(17, { ICAO: 'ab1' }),
    newPadRow(18, { country: 'X1' }),
    newPadRow(19, { country: 'ZZ' }),
    newPadRow(20, { email: 'not-an-email' }),
    newPadRow(21, { ID: 99999999 }),
    newPadRow(22, { ID: existing }),
    newPadRow(23, { ID: existing }),
    newPadRow(24, { ID: '12a' }),
    newPadRow(25, { ID: archivedId }),
    newPadRow(26, { category: '' }),
    newPadRow(27, { name: longName }),
  ];
  const res = await upload(ctx, admin.headers, csvText(rows));
  expect(res.statusCode).toBe(422);
  const body = res.json();
  expect(body.errors.csv_import[0]).toBe('17 rows have invalid values. Fix them and upload the file again.');
  const errors = body.row_errors.map((e: { row: number; field: string; value: string; message: string }) => [
    e.row,
    e.field,
    e.value,
    e.message,
  ]);
  expect(errors).toEqual(
    expect.arrayContaining([
      [2, 'name', '', 'Required'],
      [3, 'category', 'heli', 'Category must be a number'],
      [4, 'category', '99', 'Unknown category'],
      [5, 'latitude', '91', 'Max: 90'],
      [6, 'longitude', '-181', 'Min: -180'],
      [7, 'Jet A1', '2', 'Must be 0 or 1'],
      [8, 'tags', 'No Such Tag', "Tag 'No Such Tag' does not exist"],
      [9, 'ICAO', 'ab1', 'ICAO code must be exactly 4 letters'],
      [10, 'country', 'X1', 'Country must be a 2-letter code'],
      [11, 'country', 'ZZ', 'Unknown country code'],
      [12, 'email', 'not-an-email', 'Please enter a valid email!'],
      [13, 'ID', '99999999', 'No pad has this ID'],
      [15, 'ID', String(existing), 'This ID appears on an earlier row'],
      [16, 'ID', '12a', 'ID must be a whole number'],
      [17, 'ID', String(archivedId), 'This pad is archived; unarchive it before importing changes to it'],
      [18, 'category', '', 'Required'],
      [19, 'name', longName, 'At most 255 characters'],
    ]),
  );
  // Row 14 (the first use of that ID) is fine.
  expect(errors.filter((e: unknown[]) => e[0] === 14)).toEqual([]);
  // Rows are listed in order.
  const order = body.row_errors.map((e: { row: number }) => e.row);
  expect(order).toEqual([...order].sort((a, b) => a - b));
});

test('file-level refusals: not a CSV, not .csv, too large, too many rows, missing columns, broken quoting, ragged rows', async () => {
  const refused = async (body: string | Buffer, filename = 'pads.csv') => {
    const res = await upload(ctx, admin.headers, body, filename);
    return { status: res.statusCode, message: res.json().errors?.csv_import?.[0] as string };
  };
  expect(await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toEqual({
    status: 422,
    message: 'The file is not a CSV text file.',
  });
  expect(await refused(csvText([newPadRow(1)]), 'pads.xlsx')).toEqual({
    status: 422,
    message: 'Only .csv files can be imported',
  });
  expect((await refused(Buffer.alloc(10 * 1024 * 1024 + 10, 'a'))).status).toBe(413);
  const many = csvText(
    Array.from({ length: 10_001 }, (_, i) => ({ name: `P${i}`, category: 3, latitude: 1, longitude: 1 })),
    ['name', 'category', 'latitude', 'longitude'],
  );
  expect(await refused(many)).toEqual({
    status: 422,
    message: 'The file has 10,001 rows; at most 10,000 can be imported at once. Split it into smaller files.',
  });
  expect((await refused('name,category\nA,3\n')).message).toMatch(
    /^The header must name the columns 'latitude', 'longitude'/,
  );
  expect((await refused('name,category,latitude,longitude\n"A,3,1,1\n')).message).toMatch(/^The file is not valid CSV/);
  const ragged = await upload(ctx, admin.headers, 'name,category,latitude,longitude\nA,3,52.1,-8.2,extra\n');
  expect(ragged.json().row_errors).toEqual([
    { row: 2, field: '(row)', value: '5 values', message: 'The row has 5 values; the header has 4.' },
  ]);
});

test('parsing: BOM, Windows-1252, semicolons, quoted newlines, the export formula guard, headers in any case and order', async () => {
  const text = csvText(
    [
      {
        LATITUDE: 52.31,
        Longitude: -8.72,
        Name: 'Łódź Field',
        Category: 3,
        Site_Information: 'Line one\nLine two',
        phone: "'+353 1 555 0199",
      },
    ],
    ['LATITUDE', 'Longitude', 'Name', 'Category', 'Site_Information', 'phone'],
    ';',
  );
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
  const v = await validated(ctx, admin.headers, bom);
  expect(v.rows[0]).toMatchObject({
    name: 'Łódź Field',
    site_information: 'Line one\nLine two',
    phone: '+353 1 555 0199',
    row: 2,
  });
  // Columns come back in the export's order, whatever the file's.
  expect(v.columns).toEqual(['name', 'category', 'latitude', 'longitude', 'phone', 'site_information']);
  // Excel's "CSV" on Windows: Windows-1252 bytes (é is 0xE9).
  const cp1252 = Buffer.from('name,category,latitude,longitude\nCaf\xe9 Field,3,52.2,-8.1\n', 'latin1');
  expect((await validated(ctx, admin.headers, cp1252)).rows[0]!.name).toBe('Café Field');
});

describe('conflicts', () => {
  let target: { id: number; name: string; latitude: number; longitude: number; icao: string | null };
  beforeAll(async () => {
    target = (
      await all<typeof target>(
        `SELECT id, name, latitude, longitude, icao FROM pads WHERE deleted_at IS NULL AND icao IS NULL ORDER BY id LIMIT 1`,
      )
    )[0]!;
  });
  const near = (dx: number, overrides: Record<string, string | number> = {}) =>
    newPadRow(40, {
      name: `Near ${dx}`,
      latitude: String(target.latitude + dx / 111_000),
      longitude: String(target.longitude),
      ...overrides,
    });

  test('a new row at an existing place is a conflict; the import refuses it until the admin decides', async () => {
    const v = await validated(ctx, admin.headers, csvText([near(30), near(700, { name: target.name }), near(5000)]));
    expect(v.conflicts.map((c) => [c.row, c.reason, c.pad.id])).toEqual([
      [2, 'distance', target.id],
      [3, 'name', target.id],
    ]);
    expect(v.conflicts[0]!.differing).toEqual(expect.arrayContaining(['name', 'latitude']));
    expect(v.summary).toMatchObject({ new: 1, conflicts: 2 });
    const res = await importRows(ctx, admin.headers, v);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Row 2 \('Near 30'\) is the same place as pad #\d+/);
    expect(await one('SELECT count(*)::int FROM pads WHERE name LIKE $1', ['Near %'])).toBe(0);
  });

  test('keep existing skips the row, neither imports it as a new pad, replace updates the pad it matched', async () => {
    const before = await one<number>('SELECT version FROM pads WHERE id = $1', [target.id]);
    const decide = async (decision: 'keep' | 'neither' | 'replace', name: string) => {
      const v = await validated(ctx, admin.headers, csvText([near(20, { name })]));
      const rows: ImportRow[] = v.rows.map((r) => ({
        ...r,
        is_zaibalsa: true,
        decision,
        is_updated: decision === 'replace',
      }));
      const res = await importRows(ctx, admin.headers, { columns: v.columns, rows });
      expect(res.statusCode).toBe(200);
      return res.json().data;
    };
    expect(await decide('keep', 'Kept Out')).toMatchObject({ created: 0, skipped: 1 });
    expect(await one('SELECT count(*)::int FROM pads WHERE name = $1', ['Kept Out'])).toBe(0);
    expect(await decide('neither', 'Second Copy')).toMatchObject({ created: 1 });
    expect(await one('SELECT count(*)::int FROM pads WHERE name = $1', ['Second Copy'])).toBe(1);
    // 'Second Copy' now stands 20 m away too; replace targets the nearest match, the original pad.
    const replaced = await decide('replace', 'Replaced Name');
    expect(replaced).toMatchObject({ replaced: 1, created: 0 });
    const [pad] = await all<{ id: number; name: string; version: number }>(
      `SELECT p.id, p.name, p.version FROM pads p JOIN activity_logs l ON l.pad_id = p.id
       WHERE l.action = 'pad_import_updated' AND (l.details->>'import_id')::int = $1`,
      [replaced.import_id],
    );
    expect(pad).toMatchObject({ name: 'Replaced Name' });
    if (pad!.id === target.id) expect(pad!.version).toBe(before + 1);
  });

  test('importing the same file twice creates no second copy unless the admin says so', async () => {
    const file = csvText([newPadRow(60), newPadRow(61)]);
    const first = await validated(ctx, admin.headers, file);
    expect((await importRows(ctx, admin.headers, first)).json().data.created).toBe(2);
    const second = await validated(ctx, admin.headers, file);
    expect(second.conflicts.map((c) => c.reason)).toEqual(['distance', 'distance']);
    expect(second.conflicts[0]!.differing).toEqual([]);
    expect((await importRows(ctx, admin.headers, second)).statusCode).toBe(409);
    expect(
      await one('SELECT count(*)::int FROM pads WHERE name = ANY($1)', [['Imported Field 60', 'Imported Field 61']]),
    ).toBe(2);
  });

  test('the same ICAO code is the same place at any distance; a pad changed by two rows is refused', async () => {
    const [pad] = await all<{ id: number; latitude: number; longitude: number; icao: string }>(
      `SELECT id, latitude, longitude, icao FROM pads WHERE deleted_at IS NULL AND icao IS NOT NULL ORDER BY id LIMIT 1`,
    );
    // About 5.5 km north: beyond the 1 km of a name match, so only the ICAO code can match it.
    const far = newPadRow(82, {
      name: 'Far Twin',
      ICAO: pad!.icao,
      latitude: (pad!.latitude + 0.05).toFixed(6),
      longitude: pad!.longitude.toFixed(6),
    });
    const v = await validated(ctx, admin.headers, csvText([newPadRow(81, { ID: pad!.id, name: 'By ID' }), far]));
    expect(v.conflicts).toHaveLength(1);
    expect(v.conflicts[0]).toMatchObject({ row: 3, reason: 'icao', pad: { id: pad!.id } });
    expect(v.conflicts[0]!.distance_m).toBeGreaterThan(5_000);
    // Replacing the pad the first row already updates by its ID: refused, nothing written.
    const before = await one<number>('SELECT version FROM pads WHERE id = $1', [pad!.id]);
    const rows: ImportRow[] = v.rows.map((r) => (r.row === 3 ? { ...r, decision: 'replace', is_updated: true } : r));
    const res = await importRows(ctx, admin.headers, { columns: v.columns, rows });
    expect(res.statusCode).toBe(422);
    expect(res.json().row_errors).toEqual([
      { row: 3, field: 'ID', value: String(pad!.id), message: `Another row already changes pad #${pad!.id}` },
    ]);
    expect(await one('SELECT version FROM pads WHERE id = $1', [pad!.id])).toBe(before);
    expect(await one('SELECT count(*)::int FROM pads WHERE name = ANY($1)', [['By ID', 'Far Twin']])).toBe(0);
  });
});

test("round trip: 'Export for update' imported unchanged changes no pad; one edited cell changes only that pad, logged", async () => {
  const exported = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/pads/download-csv?export_for_update=1&filters[deleted_at:is_blank]=1',
    headers: admin.headers,
  });
  expect(exported.statusCode).toBe(200);
  const text = exported.body;
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]!.replace(/^\uFEFF/, '').split(',')).toEqual(HEADERS);
  const versions = await all<{ id: number; version: number }>('SELECT id, version FROM pads ORDER BY id');
  const logs = await one('SELECT count(*)::int FROM activity_logs');

  const same = await validated(ctx, admin.headers, text);
  expect(same.summary.updates).toBe(same.summary.total);
  const res = await importRows(ctx, admin.headers, same);
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ created: 0, updated: 0, unchanged: same.summary.total });
  expect(await all('SELECT id, version FROM pads ORDER BY id')).toEqual(versions);
  expect(await one('SELECT count(*)::int FROM activity_logs')).toBe(logs);

  // Edit one cell in the exported text itself: a data row's name, then check and import the file again.
  const records = parse(text.replace(/^\uFEFF/, '')) as string[][];
  const [idCell, oldName] = records.slice(1).find((r) => /^[A-Za-z0-9 ]+$/.test(r[1]!))!;
  const padId = Number(idCell);
  // Text cells are written quoted (FORCE_QUOTE), the name among them.
  const editedText = text.replace(`\n${idCell},"${oldName}",`, `\n${idCell},"${oldName} (edited)",`);
  expect(editedText).not.toBe(text);
  const edited = await validated(ctx, admin.headers, editedText);
  expect(edited.summary).toEqual(same.summary);
  const changed = await importRows(ctx, admin.headers, edited);
  expect(changed.statusCode).toBe(200);
  expect(changed.json().data).toMatchObject({ created: 0, updated: 1, unchanged: same.summary.total - 1 });
  const after = await all<{ id: number; version: number }>('SELECT id, version FROM pads ORDER BY id');
  expect(after.filter((p, i) => p.version !== versions[i]!.version).map((p) => p.id)).toEqual([padId]);
  expect(await one('SELECT name FROM pads WHERE id = $1', [padId])).toBe(`${oldName} (edited)`);
  // One log entry more in all: the edited pad's.
  expect(await one('SELECT count(*)::int FROM activity_logs')).toBe(logs + 1);
  const [log] = await all<{ action: string; changes: unknown; user_id: number }>(
    `SELECT action, changes, user_id FROM activity_logs WHERE pad_id = $1 ORDER BY id DESC LIMIT 1`,
    [padId],
  );
  expect(log).toEqual({
    action: 'pad_import_updated',
    user_id: admin.user.id,
    changes: { name: { before: oldName, after: `${oldName} (edited)` } },
  });
});

test('formula-like text: guarded in the export, back as the original text on import (full-width, DDE, ;= and quotes too)', async () => {
  const names = [
    '=HYPERLINK("x") Qzx',
    '＝1+1 Qzx',
    '＋44 Qzx',
    '－5 Qzx',
    '＠SUM(A1) Qzx',
    '|calc Qzx',
    ';=1+1 Qzx',
    "'tis Qzx",
    '@home Qzx',
  ];
  const created = await importRows(
    ctx,
    admin.headers,
    await validated(ctx, admin.headers, csvText(names.map((name, i) => newPadRow(700 + i, { name })))),
  );
  expect(created.json().data).toMatchObject({ created: names.length });
  const exported = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/pads/download-csv?export_for_update=1&keyword=Qzx&sort_column=name&sort_direction=ascend',
    headers: admin.headers,
  });
  expect(exported.statusCode).toBe(200);
  // In the file every one of them starts with the guard, so no spreadsheet runs it.
  const cells = (parse(exported.body.replace(/^\uFEFF/, '')) as string[][]).slice(1).map((r) => r[1]!);
  expect(cells.sort()).toEqual(names.map((n) => `'${n}`).sort());
  // The file imported back: the original names, and nothing to change.
  const again = await validated(ctx, admin.headers, exported.body);
  expect(again.rows.map((r) => r.name).sort()).toEqual([...names].sort());
  const res = await importRows(ctx, admin.headers, again);
  expect(res.json().data).toMatchObject({ updated: 0, unchanged: names.length });
});

test("Excel's Unicode Text (UTF-16 with its BOM, little- or big-endian, tab-separated) and UTF-16 CSV are read", async () => {
  const rows = [newPadRow(800, { name: 'Zürich Łąka 東京 Field' })];
  const headers = ['name', 'category', 'latitude', 'longitude', 'phone'];
  const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  const utf16be = (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
  for (const file of [
    utf16le(csvText(rows, headers, '\t')),
    utf16be(csvText(rows, headers, '\t')),
    utf16le(csvText(rows, headers)),
  ]) {
    const v = await validated(ctx, admin.headers, file);
    expect(v.rows).toHaveLength(1);
    expect(v.rows[0]).toMatchObject({ name: 'Zürich Łąka 東京 Field', phone: '+353 1 555 0100' });
  }
  // UTF-16 that holds binary (a NUL character) is still not a CSV text file.
  const binary = await upload(ctx, admin.headers, utf16le('name,category,latitude,longitude\nA\u0000,3,1,1\n'));
  expect(binary.json().errors.csv_import).toEqual(['The file is not a CSV text file.']);
});

test('updates by ID: only the file’s columns are touched; a row changed after validation is checked again', async () => {
  const [pad] = await all<{ id: number; name: string; website: string | null }>(
    `SELECT id, name, website FROM pads WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 1`,
  );
  const v = await validated(
    ctx,
    admin.headers,
    csvText(
      [{ ID: pad!.id, name: 'Renamed By Import', category: 3, latitude: 53.1, longitude: -7.1, 'Jet A1': 1 }],
      ['ID', 'name', 'category', 'latitude', 'longitude', 'Jet A1'],
    ),
  );
  expect(v.rows[0]).toMatchObject({ id: pad!.id, is_updated: true, is_zaibalsa: false });
  // The screen's rows are not trusted: a bad value slipped in after validation is refused.
  const tampered = await importRows(ctx, admin.headers, {
    columns: v.columns,
    rows: [{ ...v.rows[0]!, latitude: 123 }],
  });
  expect(tampered.statusCode).toBe(422);
  expect(tampered.json().row_errors).toEqual([{ row: 2, field: 'latitude', value: '123', message: 'Max: 90' }]);
  expect((await importRows(ctx, admin.headers, v)).json().data).toMatchObject({ updated: 1 });
  const [after] = await all<{ name: string; website: string | null; latitude: number; country_code: string }>(
    'SELECT name, website, latitude, country_code FROM pads WHERE id = $1',
    [pad!.id],
  );
  expect(after).toMatchObject({ name: 'Renamed By Import', website: pad!.website, latitude: 53.1, country_code: 'IE' });
});

test("pads renamed by one file are renamed in the reports' copies too (one statement renames them all)", async () => {
  const pads = await all<{ id: number; latitude: number; longitude: number; category_id: number }>(
    `SELECT p.id, p.latitude, p.longitude, p.category_id FROM pads p JOIN pad_fav_rev_days d ON d.pad_id = p.id
     WHERE p.deleted_at IS NULL ORDER BY p.id LIMIT 3`,
  );
  expect(pads).toHaveLength(3);
  const name = (id: number) => `Renamed Report Pad ${id}`;
  const v = await validated(
    ctx,
    admin.headers,
    csvText(
      pads.map((p) => ({
        ID: p.id,
        name: name(p.id),
        category: p.category_id,
        latitude: p.latitude,
        longitude: p.longitude,
      })),
      ['ID', 'name', 'category', 'latitude', 'longitude'],
    ),
  );
  expect((await importRows(ctx, admin.headers, v)).json().data).toMatchObject({ updated: 3 });
  const keys = await all<{ pad_id: number; engagement: string; fav_rev: string }>(
    `SELECT e.pad_id, e.name_key AS engagement, d.name_key AS fav_rev FROM pad_engagement e
     JOIN pad_fav_rev_days d ON d.pad_id = e.pad_id WHERE e.pad_id = ANY($1) ORDER BY 1`,
    [pads.map((p) => p.id)],
  );
  expect(keys).toEqual(
    pads.map((p) => ({ pad_id: p.id, engagement: name(p.id).toLowerCase(), fav_rev: name(p.id).toLowerCase() })),
  );
  expect(await staleReportCounters(ctx.db)).toEqual([]);
});

test('duplicate pairs: a pad imported 50 m from another, and a pad moved there by ID, are paired in the import', async () => {
  const [target, moved] = await all<{
    id: number;
    name: string;
    category_id: number;
    latitude: number;
    longitude: number;
  }>(`SELECT id, name, category_id, latitude, longitude FROM pads WHERE deleted_at IS NULL ORDER BY id LIMIT 2`);
  const metresNorth = (m: number) => (target!.latitude + m / 111_195).toFixed(6);
  const pairOf = async (a: number, b: number) =>
    (
      await all<{ distance_m: number }>('SELECT distance_m FROM duplicate_pairs WHERE pad_a = $1 AND pad_b = $2', [
        Math.min(a, b),
        Math.max(a, b),
      ])
    )[0];
  // A new row 50 m north: a conflict the admin imports anyway ('neither': a second pad).
  const fresh = await validated(
    ctx,
    admin.headers,
    csvText([newPadRow(60, { name: 'Paired On Import', latitude: metresNorth(50), longitude: target!.longitude })]),
  );
  expect(fresh.conflicts.map((c) => c.pad.id)).toContain(target!.id);
  const created = await importRows(ctx, admin.headers, {
    columns: fresh.columns,
    rows: fresh.rows.map((r) => ({ ...r, is_zaibalsa: true, decision: 'neither', is_updated: false })),
  });
  expect(created.json().data).toMatchObject({ created: 1 });
  const newId = await one<number>('SELECT id FROM pads WHERE name = $1', ['Paired On Import']);
  expect((await pairOf(target!.id, newId))?.distance_m).toBeCloseTo(50, 0);
  // An update by ID that moves a pad 50 m south of the target.
  expect(await pairOf(target!.id, moved!.id)).toBeUndefined();
  const update = await validated(
    ctx,
    admin.headers,
    csvText(
      [
        {
          ID: moved!.id,
          name: moved!.name,
          category: moved!.category_id,
          latitude: metresNorth(-50),
          longitude: target!.longitude,
        },
      ],
      ['ID', 'name', 'category', 'latitude', 'longitude'],
    ),
  );
  expect((await importRows(ctx, admin.headers, update)).json().data).toMatchObject({ updated: 1 });
  expect((await pairOf(target!.id, moved!.id))?.distance_m).toBeCloseTo(50, 0);
  // The kept table, copied state included, equals the full computation.
  expect(await keptPairs(ctx.db)).toEqual(await computeAllPairs(ctx.db));
});

// The same property at 10,000 rows is a line of `pnpm bench` (import 10,000 rows refused at its last row): here a
// file of a few hundred rows proves it without the seconds of CPU a full-size import costs a busy test machine.
const ATOMIC_ROWS = 400;
const FAILING_ROW = ATOMIC_ROWS - 1; // a spreadsheet row: the file's rows are 2 to ATOMIC_ROWS + 1

test(`a failure at row ${FAILING_ROW} of a ${ATOMIC_ROWS}-row import writes nothing`, async () => {
  // Far from every demo pad (central Australia), distinct places.
  const rows = Array.from({ length: ATOMIC_ROWS }, (_, i) =>
    newPadRow(i, {
      name: `Bulk ${i + 2}`,
      latitude: (-25 + (i % 100) * 0.02).toFixed(5),
      longitude: (130 + Math.floor(i / 100) * 0.02).toFixed(5),
    }),
  );
  const v = await validated(ctx, admin.headers, csvText(rows));
  expect(v.rows).toHaveLength(ATOMIC_ROWS);
  // A trigger refuses the change-log entry of spreadsheet row FAILING_ROW, the last of the new pads' writes: by then
  // the import record, the pads, their contacts, facilities and tags, and the entries of the rows before it are written. Before refusing, it records in
  // sequences (which a rollback does not undo) what the transaction had written by then.
  const probes = ['pads', 'contacts', 'facilities', 'tags', 'logs', 'imports'];
  await ctx.db.$client.query(
    probes.map((p) => `CREATE SEQUENCE probe_${p} MINVALUE 0 START 0;`).join('') +
      `CREATE FUNCTION refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.details->>'row' = '${FAILING_ROW}' AND NEW.action = 'pad_imported' THEN
        PERFORM setval('probe_pads', (SELECT count(*) FROM pads WHERE name LIKE 'Bulk %'));
        PERFORM setval('probe_contacts', (SELECT count(*) FROM contacts c JOIN pads p ON p.id = c.pad_id WHERE p.name LIKE 'Bulk %'));
        PERFORM setval('probe_facilities', (SELECT count(*) FROM pad_facilities f JOIN pads p ON p.id = f.pad_id WHERE p.name LIKE 'Bulk %'));
        PERFORM setval('probe_tags', (SELECT count(*) FROM pad_tags t JOIN pads p ON p.id = t.pad_id WHERE p.name LIKE 'Bulk %'));
        PERFORM setval('probe_logs', (SELECT count(*) FROM activity_logs l JOIN pads p ON p.id = l.pad_id WHERE p.name LIKE 'Bulk %'));
        PERFORM setval('probe_imports', (SELECT count(*) FROM pad_imports));
        RAISE EXCEPTION 'forced failure at row ${FAILING_ROW}';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_row BEFORE INSERT ON activity_logs FOR EACH ROW EXECUTE FUNCTION refuse_row();`,
  );
  const counts = async () =>
    (
      await all<
        Record<string, number>
      >(`SELECT (SELECT count(*)::int FROM pads) AS pads, (SELECT count(*)::int FROM contacts) AS contacts,
        (SELECT count(*)::int FROM pad_facilities) AS pad_facilities, (SELECT count(*)::int FROM pad_tags) AS pad_tags,
        (SELECT count(*)::int FROM activity_logs) AS activity_logs, (SELECT count(*)::int FROM pad_imports) AS pad_imports,
        (SELECT count(*)::int FROM pads WHERE name LIKE 'Bulk %') AS bulk`)
    )[0];
  const before = await counts();
  const importsBefore = before!.pad_imports!;
  try {
    const res = await importRows(ctx, admin.headers, v);
    expect(res.statusCode).toBe(500);
    // The failure came late: every pad with its contact, facility and tag, and the entries before FAILING_ROW.
    const probed = await one<string>(
      `SELECT ${probes.map((p) => `(SELECT last_value FROM probe_${p})`).join(` || '/' || `)}`,
    );
    const n = ATOMIC_ROWS;
    expect(probed).toBe(`${n}/${n}/${n}/${n}/${FAILING_ROW - 2}/${importsBefore + 1}`);
    // Nothing of it remains.
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ bulk: 0 });
  } finally {
    await ctx.db.$client.query(
      `DROP TRIGGER refuse_row ON activity_logs; DROP FUNCTION refuse_row(); ${probes.map((p) => `DROP SEQUENCE probe_${p};`).join('')}`,
    );
  }
  const res = await importRows(ctx, admin.headers, v);
  expect(res.json().data.created).toBe(ATOMIC_ROWS);
});

test('the import call refuses malformed bodies field by field', async () => {
  const v = await validated(ctx, admin.headers, csvText([newPadRow(70)]));
  const send = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin/pads/import', headers: admin.headers, payload });
  const bad = await send({
    columns: v.columns,
    rows: [{ ...v.rows[0], decision: 'maybe', row: 1, is_updated: 'yes' }],
  });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors).toEqual({
    'rows.0.row': ['Must be a row number.'],
    'rows.0.is_updated': ['Must be true or false.'],
    'rows.0.decision': ['Choose keep, replace or neither.'],
  });
  expect((await send({ columns: ['password'], rows: v.rows })).json().errors).toEqual({
    'columns[0]': ['Unknown column.'],
  });
  expect((await send({ columns: v.columns, rows: [] })).json().errors).toEqual({ rows: ['The rows are required.'] });
});

test('non-admins are refused', async () => {
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
  expect((await upload(ctx, pilot.headers, csvText([newPadRow(1)]))).statusCode).toBe(403);
  expect((await upload(ctx, {}, csvText([newPadRow(1)]))).statusCode).toBe(401);
});
