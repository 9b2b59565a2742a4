import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import PadImportPage from './PadImportPage';
import { rowErrorsCsv } from './RowErrorsTable';
import { rowsWithDecisions } from './api/padImport';
import { importCounts } from './importCounts';
import type { ImportValidation } from '@pads/contracts/api';

jest.setTimeout(120_000);

const csv = new File(['name,category,latitude,longitude\nA,3,52.1,-8.2\n'], 'pads.csv', { type: 'text/csv' });
const row = (n: number, extra: object = {}) => ({
  row: n,
  id: null,
  name: `Row ${n}`,
  category: 3,
  latitude: 52.1,
  longitude: -8.2,
  is_updated: false,
  is_zaibalsa: false,
  ...extra,
});
const validation = (over: Partial<ImportValidation> = {}) => ({
  data: {
    data: {
      file_name: 'pads.csv',
      columns: ['name', 'category', 'latitude', 'longitude'],
      rows: [row(2)],
      conflicts: [],
      summary: { total: 1, new: 1, updates: 0, conflicts: 0 },
      ...over,
    },
  },
});
const done = { data: { data: { import_id: 7, created: 1, updated: 0, replaced: 0, skipped: 0, unchanged: 0 } } };

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const drop = (file: File) => {
  const input = document.querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [file] } });
};

test('a clean file is checked and imported at once: counts and a link to exactly those pads', async () => {
  api = mockApi({ 'POST /admin/pads/import/validate': validation(), 'POST /admin/pads/import': done });
  renderWithProviders(<PadImportPage />);
  drop(csv);
  expect(await screen.findByText('Pads are successfully imported!')).toBeInTheDocument();
  expect(screen.getByText('pads.csv: 1 created, 0 updated, 0 replaced, 0 skipped')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the imported pads in the list' })).toHaveAttribute(
    'href',
    '/dashboard/pad-list?filters[last_import_id:equals]=7',
  );
  const sent = api.calls.find((c) => c.url === '/admin/pads/import')!.body as { rows: unknown[]; columns: string[] };
  expect(sent.columns).toEqual(['name', 'category', 'latitude', 'longitude']);
  expect(sent.rows).toHaveLength(1);
});

test('a refused file lists row, field, value or (empty), and message; nothing is imported', async () => {
  api = mockApi({
    'POST /admin/pads/import/validate': {
      status: 422,
      data: {
        message: '2 rows have invalid values. Fix them and upload the file again.',
        row_errors: [
          { row: 2, field: 'name', value: '', message: 'Required' },
          { row: 5, field: 'latitude', value: '91', message: 'Max: 90' },
        ],
      },
    },
  });
  renderWithProviders(<PadImportPage />);
  drop(csv);
  const table = await screen.findByTestId('import-row-errors');
  expect(
    within(table).getByText('2 rows have invalid values. Fix them and upload the file again.'),
  ).toBeInTheDocument();
  expect(within(table).getByText('(empty)')).toBeInTheDocument();
  expect(within(table).getByText('Max: 90')).toBeInTheDocument();
  expect(api.calls.some((c) => c.url === '/admin/pads/import')).toBe(false);
  // The uploader stays, for the fixed file.
  expect(screen.getByTestId('import-dropzone')).toBeInTheDocument();
});

test('conflicts wait for a decision on every row; apply to all, then import sends them', async () => {
  const pad = { ...row(0), id: 41, name: 'Existing', latitude: 52.1001 };
  api = mockApi({
    'POST /admin/pads/import/validate': validation({
      rows: [row(2, { is_zaibalsa: true, match_id: 41 }), row(3, { id: 9, is_updated: true })],
      conflicts: [{ row: 2, reason: 'distance', distance_m: 11, pad: pad as never, differing: ['name', 'latitude'] }],
      summary: { total: 2, new: 0, updates: 1, conflicts: 1 },
    }),
    'POST /admin/pads/import': done,
  });
  renderWithProviders(<PadImportPage />);
  drop(csv);
  const card = await screen.findByTestId('conflict-2');
  expect(within(card).getByText('11 m away')).toBeInTheDocument();
  expect(within(screen.getByTestId('conflict-diff-2')).getAllByText('differs')).toHaveLength(2);
  const importButton = screen.getByRole('button', { name: 'Import' });
  expect(importButton).toBeDisabled();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Decision for all conflicts' }));
  fireEvent.click(await screen.findByTitle('Replace'));
  fireEvent.click(screen.getByRole('button', { name: 'Apply to all' }));
  await waitFor(() => expect(importButton).toBeEnabled());
  fireEvent.click(importButton);
  expect(await screen.findByText('Pads are successfully imported!')).toBeInTheDocument();
  const sent = api.calls.find((c) => c.url === '/admin/pads/import')!.body as { rows: Array<Record<string, unknown>> };
  expect(sent.rows[0]).toMatchObject({
    row: 2,
    decision: 'replace',
    is_updated: true,
    is_zaibalsa: true,
    match_id: 41,
  });
  expect(sent.rows[1]).toMatchObject({ row: 3, id: 9, is_updated: true });
});

test('Cancel during the upload aborts the request and brings the uploader back; nothing is imported', async () => {
  let signal: AbortSignal | undefined;
  api = mockApi({
    // The check never answers on its own: only the abort ends it.
    'POST /admin/pads/import/validate': (request) =>
      new Promise((_, reject) => {
        signal = request.signal;
        signal?.addEventListener('abort', () => reject(new Error('canceled')));
      }),
  });
  renderWithProviders(<PadImportPage />);
  drop(csv);
  const progress = await screen.findByTestId('import-progress');
  expect(within(progress).getByText('Uploading pads.csv…')).toBeInTheDocument();
  expect(signal?.aborted).toBe(false);
  fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
  expect(signal?.aborted).toBe(true);
  expect(await screen.findByTestId('import-dropzone')).toBeInTheDocument();
  expect(screen.queryByTestId('import-progress')).toBeNull();
  // A cancel is not a failure: no error shown, no import sent.
  expect(screen.queryByText('Error')).toBeNull();
  expect(api.calls.map((c) => c.url)).toEqual(['/admin/pads/import/validate']);
});

test('a file that is not .csv is refused before upload', async () => {
  api = mockApi({});
  renderWithProviders(<PadImportPage />);
  drop(new File(['x'], 'pads.xlsx'));
  await waitFor(() => expect(screen.getByTestId('import-dropzone')).toBeInTheDocument());
  expect(api.calls).toHaveLength(0);
});

test('the errors CSV is formula-safe and writes (empty) for blank values', () => {
  const text = rowErrorsCsv([
    { row: 2, field: 'name', value: '=HYPERLINK("x")', message: 'Required' },
    { row: 3, field: 'phone', value: '', message: 'Required' },
    { row: 4, field: 'name', value: '＝1+1', message: 'Too long' },
    { row: 5, field: 'icao', value: 'a;=b', message: 'Invalid' },
  ]);
  expect(text.split('\r\n')).toEqual([
    'Row,Field,Value,Message',
    `2,name,"'=HYPERLINK(""x"")",Required`,
    '3,phone,(empty),Required',
    `4,name,"'＝1+1",Too long`,
    '5,icao,"a;=b",Invalid',
  ]);
});

test('helpers: counts and rows with decisions', () => {
  expect(importCounts({ created: 2, updated: 1, replaced: 0, skipped: 3, unchanged: 4 })).toBe(
    '2 created, 1 updated, 0 replaced, 3 skipped, 4 unchanged',
  );
  const file = validation({ rows: [row(2, { is_zaibalsa: true, match_id: 5 }), row(3)] as never }).data.data;
  expect(rowsWithDecisions(file as never, { 2: 'neither' }).map((r) => [r.decision, r.is_updated])).toEqual([
    ['neither', false],
    [undefined, false],
  ]);
});
