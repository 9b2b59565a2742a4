// Building import files and calling the two import steps as the screen does.
import { IMPORT_COLUMNS } from '@pads/contracts';
import type { ImportRow, ImportValidation } from '@pads/contracts/api';
import type { TestContext } from '../../context.js';
import { multipartBody } from '../../fixtures/pads.js';

export const HEADERS = IMPORT_COLUMNS.map((c) => c.header);

const quote = (cell: string) => (/[",;\n\r]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A CSV text: a header line, then rows of cells (objects keyed by header, missing cells blank). */
export function csvText(rows: Record<string, string | number>[], headers: string[] = HEADERS, delimiter = ','): string {
  const lines = [headers.map(quote).join(delimiter)];
  for (const row of rows) lines.push(headers.map((h) => quote(String(row[h] ?? ''))).join(delimiter));
  return `${lines.join('\r\n')}\r\n`;
}

/** A clean new pad row around Ireland (row i differs in name and place). */
export function newPadRow(i: number, overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    name: `Imported Field ${i}`,
    category: 3,
    latitude: (52.0 + (i % 100) * 0.011).toFixed(6),
    longitude: (-9.9 + Math.floor(i / 100) * 0.013).toFixed(6),
    'contact name': `Owner ${i}`,
    phone: '+353 1 555 0100',
    email: `owner${i}@example.ie`,
    'Jet A1': 1,
    'landing fees': 0,
    tags: 'Scenic',
    'is moderated': 1,
    'is landing permitted': 1,
    ...overrides,
  };
}

export async function upload(
  ctx: TestContext,
  headers: Record<string, string>,
  body: string | Buffer,
  filename = 'pads.csv',
) {
  const form = multipartBody([{ name: 'csv_import', filename, contentType: 'text/csv', value: body }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pads/import/validate',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

export async function validated(ctx: TestContext, headers: Record<string, string>, body: string | Buffer) {
  const res = await upload(ctx, headers, body);
  if (res.statusCode !== 200) throw new Error(`validate: ${res.statusCode} ${res.body.slice(0, 500)}`);
  return res.json().data as ImportValidation & { file_name: string };
}

export async function importRows(
  ctx: TestContext,
  headers: Record<string, string>,
  v: Pick<ImportValidation, 'columns'> & { rows: ImportRow[] },
) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/pads/import',
    headers,
    payload: { columns: v.columns, rows: v.rows, file_name: 'pads.csv' },
  });
}
