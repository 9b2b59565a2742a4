// The duplicates list's states (spec part 3 §2, §8): '(Cached data)' over the previous page while a new
// one loads, the 504 text, other errors' messages, and a filter change cancelling the request in flight
// (its AbortSignal, which the real adapter honours).
import { mockApi, noClaimsRoutes, renderWithProviders, testClaim, type MockRequest } from '@pads/shared/testing';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PairRow } from './api/duplicates';
import DuplicateListPage from './DuplicateListPage';
import { nextCachedPair } from './pairCache';

jest.setTimeout(90_000);
// A shared 2-core machine: antd's table can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const INDEX = 'GET /admin/dupe-checker/index';
/** The list's own requests (the screen also asks who is reviewing which pair). */
const indexCalls = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => `${c.method} ${c.url}` === INDEX);
const GATEWAY_TIMEOUT = 'Gateway Timeout Error / Reload the page or use cached data if exist.';

const pairs = (...names: string[]) => ({
  data: names.map((name, i): PairRow => ({
    original_id: 10 + 2 * i,
    dupe_id: 11 + 2 * i,
    original_name: name,
    dupe_name: `${name} copy`,
    distance: 30,
    is_lp_original: false,
    is_lp_dupe: false,
    is_original_inactive: false,
    is_dupe_inactive: false,
    is_original_unmoderated: false,
    is_dupe_unmoderated: false,
  })),
  // The query list's columns, as the API describes them.
  columns: [
    { column: 'dupe_name', display_name: 'Duplicate', sortable: true },
    { column: 'original_name', display_name: 'Original', sortable: true },
    { column: 'distance', display_name: 'Distance', sortable: true },
  ],
  filterable: [],
  entity: 'duplicates',
  meta: { from: 1, to: names.length, total: names.length, per_page: 25, current_page: 1, last_page: 1 },
});

type Reply = { status?: number; data?: unknown };
/** Answers the pairs calls one after the other; each answer is given when the test says so. */
function pairCalls() {
  const pending: { request: MockRequest; answer: (reply: Reply) => void }[] = [];
  const api = mockApi({
    ...noClaimsRoutes(),
    [INDEX]: (request) => new Promise<Reply>((answer) => pending.push({ request, answer })),
  });
  const call = async (n: number) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(n));
    return pending[n]!;
  };
  return { api, pending, call };
}

let api: ReturnType<typeof mockApi>;
beforeEach(() => sessionStorage.clear());
afterEach(() => api.restore());

const cachedMark = () => screen.queryByText('(Cached data)');
const table = () => screen.getByTestId('duplicate-table');
const toggle = (label: string) => fireEvent.click(screen.getByRole('switch', { name: label }));

test("'(Cached data)' over the previous pairs while the next ones load", async () => {
  const calls = pairCalls();
  api = calls.api;
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  (await calls.call(0)).answer({ data: pairs('Alpha') });
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();
  expect(cachedMark()).toBeNull();

  toggle('Include LNP');
  const next = await calls.call(1);
  expect(next.request.params).toMatchObject({ is_lnp_pads_included: '1' });
  expect(await screen.findByText('(Cached data)')).toBeInTheDocument();
  expect(within(table()).getByText('Alpha copy')).toBeInTheDocument();

  next.answer({ data: pairs('Bravo') });
  expect(await within(table()).findByText('Bravo copy')).toBeInTheDocument();
  expect(within(table()).queryByText('Alpha copy')).toBeNull();
  expect(cachedMark()).toBeNull();
});

test("a 504 shows the spec's gateway timeout text, not the server's message", async () => {
  api = mockApi({ ...noClaimsRoutes(), [INDEX]: { status: 504, data: { message: 'upstream request timeout' } } });
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  const alert = await screen.findByTestId('duplicate-error');
  expect(alert).toHaveTextContent(GATEWAY_TIMEOUT);
  expect(alert).not.toHaveTextContent('upstream request timeout');
});

test('another error shows its message', async () => {
  api = mockApi({ ...noClaimsRoutes(), [INDEX]: { status: 500, data: { message: 'The pairs could not be read.' } } });
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  const alert = await screen.findByTestId('duplicate-error');
  expect(alert).toHaveTextContent('The pairs could not be read.');
  expect(alert).not.toHaveTextContent('Gateway Timeout');
});

test('a filter change cancels the request in flight', async () => {
  const calls = pairCalls();
  api = calls.api;
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  (await calls.call(0)).answer({ data: pairs('Alpha') });
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();

  toggle('Include LNP');
  const inFlight = await calls.call(1);
  expect(inFlight.request.signal?.aborted).toBe(false);
  toggle('Include archived');
  const latest = await calls.call(2);
  expect(latest.request.params).toMatchObject({ is_lnp_pads_included: '1', is_archived_pads_included: '1' });
  await waitFor(() => expect(inFlight.request.signal?.aborted).toBe(true));
  expect(latest.request.signal?.aborted).toBe(false);

  latest.answer({ data: pairs('Charlie') });
  expect(await within(table()).findByText('Charlie copy')).toBeInTheDocument();
  expect(cachedMark()).toBeNull();
  expect(calls.pending).toHaveLength(3);
});

test('the filters and the sort go out as the list params, and come back as they were left', async () => {
  api = mockApi({ ...noClaimsRoutes(), [INDEX]: { data: pairs('Alpha') } });
  const view = renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();
  expect(api.calls[0]!.params).toEqual({
    page: '1',
    sort_column: 'distance',
    sort_direction: 'ascend',
    distance: '1',
    is_lnp_pads_included: '0',
    is_archived_pads_included: '0',
    is_unmoderated_pads_included: '0',
  });
  expect(within(table()).getByText('30 m')).toBeInTheDocument();
  toggle('Include archived');
  fireEvent.click(within(table()).getAllByText('Duplicate', { selector: '.ant-table-column-title' })[0]!);
  await waitFor(() =>
    expect(indexCalls(api).at(-1)!.params).toMatchObject({
      sort_column: 'dupe_name',
      sort_direction: 'ascend',
      is_archived_pads_included: '1',
    }),
  );
  view.unmount();

  // Back later in the same tab: as it was left, and the page shown is kept for the merge screen.
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();
  expect(screen.getByRole('switch', { name: 'Include archived' })).toBeChecked();
  expect(indexCalls(api).at(-1)!.params).toMatchObject({ sort_column: 'dupe_name', is_archived_pads_included: '1' });
  expect(nextCachedPair(0, 0)).toEqual([10, 11]);
});

test('leaving the reports area resets the switches and the distance; staying in it keeps them (spec part 3 §4)', async () => {
  api = mockApi({ [INDEX]: { data: pairs('Alpha') } });
  const open = () => renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  const defaults = {
    distance: '1',
    is_lnp_pads_included: '0',
    is_archived_pads_included: '0',
    is_unmoderated_pads_included: '0',
  };
  let view = open();
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();
  const slider = screen.getByRole('slider');
  fireEvent.keyDown(slider, { key: 'ArrowLeft', keyCode: 37 });
  fireEvent.keyUp(slider, { key: 'ArrowLeft', keyCode: 37 });
  await waitFor(() => expect(api.calls.at(-1)!.params).toMatchObject({ distance: '0.99' }));
  toggle('Include LNP');
  toggle('Include archived');
  toggle('Include unmoderated');
  await waitFor(() =>
    expect(api.calls.at(-1)!.params).toMatchObject({
      distance: '0.99',
      is_lnp_pads_included: '1',
      is_archived_pads_included: '1',
      is_unmoderated_pads_included: '1',
    }),
  );
  // A pair's merge screen is within the area: back on the list, the switches are as they were left.
  window.history.pushState({}, '', '/dashboard/reports/duplicate-report/10/11');
  view.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  view = open();
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();
  for (const label of ['Include LNP', 'Include archived', 'Include unmoderated'])
    expect(screen.getByRole('switch', { name: label })).toBeChecked();
  expect(screen.getByTestId('duplicate-distance-value')).toHaveTextContent('0.99 km');

  // The pad list is outside it: coming back, every switch is off and the first request sends the defaults.
  window.history.pushState({}, '', '/dashboard/pad-list');
  view.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  const before = api.calls.length;
  open();
  expect(await within(table()).findByText('Alpha copy')).toBeInTheDocument();
  for (const label of ['Include LNP', 'Include archived', 'Include unmoderated'])
    expect(screen.getByRole('switch', { name: label })).not.toBeChecked();
  expect(screen.getByTestId('duplicate-distance-value')).toHaveTextContent('1.00 km');
  expect(api.calls[before]!.params).toMatchObject(defaults);
});

test('LNP, archived and unmoderated pads are styled apart, each with its note', async () => {
  const answer = pairs('Hilltop', 'Lakeside');
  Object.assign(answer.data[0]!, { is_lp_original: true, is_dupe_inactive: true });
  Object.assign(answer.data[1]!, { is_original_unmoderated: true, is_lp_dupe: true, is_dupe_inactive: true });
  api = mockApi({ ...noClaimsRoutes(), [INDEX]: { data: answer } });
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  const name = async (text: string) => within(table()).findByText(text);
  expect(await name('Hilltop')).toHaveAttribute('class', 'pad-lnp');
  expect(await name('Hilltop')).toHaveAttribute('title', 'landing not possible');
  expect(await name('Hilltop copy')).toHaveAttribute('class', 'pad-inactive');
  expect(await name('Hilltop copy')).toHaveAttribute('title', 'archived');
  expect(await name('Lakeside')).toHaveAttribute('class', 'pad-unmoderated');
  expect(await name('Lakeside copy')).toHaveAttribute('class', 'pad-lnp pad-inactive');
  expect(await name('Lakeside copy')).toHaveAttribute('title', 'landing not possible, archived');
  // Each mark looks different (spec part 3 §2: greyed or struck through); unit tests draw no styles.
  const css = readFileSync(path.join(__dirname, 'duplicates.css'), 'utf8').replace(/\s+/g, ' ');
  expect(css).toContain('.pad-lnp { color: #6b6b6b; }');
  expect(css).toContain('.pad-inactive { text-decoration: line-through; }');
  expect(css).toContain('.pad-unmoderated { font-style: italic; }');
});

test('who is reviewing a pair shows on its row, whichever side the claim names first (issue 35)', async () => {
  api = mockApi({
    'GET /admin/claims': { data: { data: [testClaim('pair', 10, 11)] } },
    [INDEX]: { data: pairs('Alpha') },
  });
  renderWithProviders(<DuplicateListPage />, { route: '/dashboard/reports/duplicate-report' });
  const tag = await within(table()).findByTestId('claim-tag');
  expect(tag).toHaveTextContent(/^Bea Second since \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d$/);
  expect(within(tag.closest('tr')!).getByText('Alpha copy')).toBeInTheDocument();
});
