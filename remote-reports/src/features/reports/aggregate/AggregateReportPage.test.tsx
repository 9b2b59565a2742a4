// An aggregate report on the list engine, against the fake API: its filters go out as the list's params
// (a tab's params, the version, a kept date range), a report that needs a range asks for nothing before one,
// a server error shows 'Error {status}' with the message and a 500 clears the saved filters (spec part 3 §8),
// and the filters are kept within the reports area and cleared once the admin leaves it (§4).
import { defaultListState, PREFETCHED_FRESH_MS, readListState, writeListState } from '@pads/shared';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { REPORTS_KEEP } from '../../../reportsArea';
import { answer, fakeReportsApi, renderReport, report } from './testReports';

jest.setTimeout(90_000);
// A shared 2-core machine: antd can take seconds to render.
configure({ asyncUtilTimeout: 15_000 });

const fake = fakeReportsApi();
const render = renderReport;
const lastParams = () => fake.api.calls.at(-1)!.params;
const saved = (key: string) => readListState(`report:${key}`, REPORTS_KEEP);

test("a 500: 'Error 500' with the message, and the report's saved filters are cleared", async () => {
  const config = report('pad-submissions');
  writeListState(
    `report:${config.key}`,
    defaultListState({ page: 2, sort_column: '', params: { keyword: 'heli', country: 'IE' } }),
    REPORTS_KEEP,
  );
  fake.routes[`GET ${config.endpoint.path}`] = { status: 500, data: { message: 'The report query failed.' } };
  render(config.key);
  const alert = await screen.findByTestId('report-error');
  expect(alert).toHaveTextContent('Error 500');
  expect(alert).toHaveTextContent('The report query failed.');
  // The failing request was the saved one.
  expect(fake.api.calls[0]!.params).toEqual({ page: '2', keyword: 'heli', country: 'IE' });
  await waitFor(() => expect(saved(config.key)).toBeNull());
});

test('a 422 shows its status and message but keeps the saved filters', async () => {
  const config = report('pad-submissions');
  writeListState(
    `report:${config.key}`,
    defaultListState({ sort_column: '', params: { country: 'XX' } }),
    REPORTS_KEEP,
  );
  fake.routes[`GET ${config.endpoint.path}`] = { status: 422, data: { message: 'The country is invalid.' } };
  render(config.key);
  const alert = await screen.findByTestId('report-error');
  expect(alert).toHaveTextContent('Error 422');
  expect(alert).toHaveTextContent('The country is invalid.');
  expect(saved(config.key)?.params).toEqual({ country: 'XX' });
});

test('Fav/Rev asks for nothing before a date range; a kept range is shown and sent', async () => {
  const config = report('pad-stats-fav');
  fake.routes[`GET ${config.endpoint.path}`] = { data: answer([{ id: 1, name: 'Hilltop' }]) };
  const view = render(config.key);
  expect(await screen.findByText('Select dates rage')).toBeInTheDocument();
  expect(fake.api.calls).toHaveLength(0);
  view.unmount();

  writeListState(
    `report:${config.key}`,
    defaultListState({ sort_column: '', params: { from: '01-02-2025', to: '28-02-2025' } }),
    REPORTS_KEEP,
  );
  render(config.key);
  expect(await screen.findByText('Hilltop')).toBeInTheDocument();
  expect(lastParams()).toEqual({ page: '1', from: '01-02-2025', to: '28-02-2025' });
  const [start, end] = screen.getAllByRole('textbox', { name: 'Date range' });
  expect(start).toHaveValue('01-02-2025');
  expect(end).toHaveValue('28-02-2025');
});

test("Drop Off: each tab's params, the version kept with the pilots' tabs and dropped for the owners", async () => {
  const config = report('drop-off');
  fake.routes[`GET ${config.endpoint.path}`] = { data: answer([{ label: 'Email', count: 4 }]) };
  render(config.key);
  await screen.findByText('Email');
  expect(lastParams()).toEqual({ page: '1', type: '1' });
  expect(screen.queryByText('Old version')).toBeNull();
  fireEvent.click(screen.getByRole('tab', { name: 'Pilots iOS' }));
  await waitFor(() => expect(lastParams()).toEqual({ page: '1', type: '0', device: 'ios' }));
  fireEvent.click(screen.getByText('New version'));
  await waitFor(() => expect(lastParams()).toEqual({ page: '1', type: '0', device: 'ios', is_new_version: '1' }));
  fireEvent.click(screen.getByRole('tab', { name: 'Pilots Android' }));
  await waitFor(() => expect(lastParams()).toEqual({ page: '1', type: '0', device: 'android', is_new_version: '1' }));
  // The Owners page fetched first is fresh for PREFETCHED_FRESH_MS and would be shown without a request when
  // the run is quick: wait that out so the Owners tab's params are sent again, whatever the machine's speed.
  await act(() => new Promise((resolve) => setTimeout(resolve, PREFETCHED_FRESH_MS + 50)));
  fireEvent.click(screen.getByRole('tab', { name: 'Owners' }));
  await waitFor(() => expect(lastParams()).toEqual({ page: '1', type: '1' }));
});

test('the filters are kept within the reports area and cleared once the admin leaves it', async () => {
  const config = report('pad-submissions');
  fake.routes[`GET ${config.endpoint.path}`] = { data: answer([{ name: 'Pia Pilot', public_pads_moderated: 3 }]) };
  writeListState('pads', defaultListState({ page: 3 }));
  const first = render(config.key);
  await screen.findByText('Pia Pilot');
  fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'pia' } });
  await waitFor(() => expect(lastParams()).toEqual({ page: '1', keyword: 'pia' }));
  first.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  // Still in the area (the index): kept, and shown again.
  expect(saved(config.key)?.params).toEqual({ keyword: 'pia' });
  const again = render(config.key);
  expect(screen.getByLabelText('Keyword')).toHaveValue('pia');
  window.history.pushState({}, '', '/dashboard/pad-list');
  again.unmount();
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(saved(config.key)).toBeNull();
  // Lists kept for the session (the pad list) are left alone.
  expect(readListState('pads')?.page).toBe(3);
});

test("Pad Submissions: the pad counts link to the pilot's Pads tab with the matching filter (spec part 3 §2)", async () => {
  const config = report('pad-submissions');
  fake.routes[`GET ${config.endpoint.path}`] = {
    data: answer([
      { user_id: 7, name: 'Pia Pilot', public_pads_moderated: 3, public_pads_not_moderated: 2, private_pads: 1 },
    ]),
  };
  render(config.key);
  await screen.findByText('Pia Pilot');
  expect(screen.getByRole('link', { name: 'Pia Pilot' })).toHaveAttribute('href', '/dashboard/user-view/7');
  expect(screen.getByRole('link', { name: '3' })).toHaveAttribute(
    'href',
    '/dashboard/user-view/7?tab=pads&filter_id=2',
  );
  expect(screen.getByRole('link', { name: '2' })).toHaveAttribute(
    'href',
    '/dashboard/user-view/7?tab=pads&filter_id=2',
  );
  expect(screen.getByRole('link', { name: '1' })).toHaveAttribute(
    'href',
    '/dashboard/user-view/7?tab=pads&filter_id=1',
  );
});

test("Concurrent Logins' Username column cuts usernames to 15 characters, the full name in the title", async () => {
  const config = report('concurrent-logins');
  fake.routes[`GET ${config.endpoint.path}`] = {
    data: answer([
      {
        id: 4,
        full_name: 'Pia Pilot',
        email: 'pia@pads.test',
        username: 'averyveryverylongusername',
        active_tokens: 2,
      },
    ]),
  };
  render(config.key);
  const name = await screen.findByText('averyveryverylo…');
  expect(name).toHaveAttribute('title', 'averyveryverylongusername');
  expect(screen.queryByText('averyveryverylongusername')).toBeNull();
});
