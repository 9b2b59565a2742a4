// The Landing tab against the fake API: the summary, its edit form on the shared fields (warnings for a
// pad, facilities for an aerodrome), the landing-fee category that warning 6 asks for, and the PUT body.
import { CATEGORY, PAD_CREATE_MESSAGES, WARNING_LANDING_FEE } from '@pads/shared';
import { mockApi, renderWithProviders, type MockRoute } from '@pads/shared/testing';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { LANDING_HINTS, LandingTab } from './LandingTab';
import { padRoutes, testPad } from './testPad';

jest.mock('@pads/shared', () => ({
  ...jest.requireActual('@pads/shared'),
  useStartupData: () => jest.requireActual('./testLookups').testLookups,
}));

// antd forms in jsdom are slow, more so on a busy machine.
jest.setTimeout(300_000);
configure({ asyncUtilTimeout: 20_000 });

let routes: Record<string, MockRoute>;
let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const puts = () => api.calls.filter((c) => c.method === 'PUT' && c.url === '/admin/pads/5');

test('the summary: advice, site information, warnings, and advice hidden from pilots', () => {
  const pad = testPad({ warnings: [{ id: 1, display_name: 'Power lines' }], is_landing_advice_displayed: false });
  api = mockApi(padRoutes(pad));
  renderWithProviders(<LandingTab pad={pad} />);
  const tab = screen.getByTestId('landing-tab');
  expect(within(tab).getByTestId('landing-advice')).toHaveTextContent('Approach from the south');
  expect(within(tab).getByText('Hidden from pilots')).toBeInTheDocument();
  expect(within(tab).getByTestId('site-information')).toHaveTextContent('A working farm');
  expect(within(tab).getByText('Power lines')).toBeInTheDocument();
  expect(within(tab).getByTestId('landing-fee')).toHaveTextContent('—');
});

test('warning 6 asks for a landing-fee category before the save; the save sends the tab and returns to the summary', async () => {
  const pad = testPad();
  routes = { ...padRoutes(pad), 'PUT /admin/pads/5': { data: { data: { ...pad, version: 8 } } } };
  api = mockApi(routes);
  renderWithProviders(<LandingTab pad={pad} />);
  fireEvent.click(screen.getByTestId('landing-edit'));
  const form = await screen.findByTestId('landing-form');
  expect(within(form).getByText(LANDING_HINTS.advice)).toBeInTheDocument();
  fireEvent.click(within(form).getByRole('checkbox', { name: 'Landing fee' }));
  fireEvent.click(screen.getByTestId('landing-save'));
  expect(await within(form).findByText(PAD_CREATE_MESSAGES.required)).toBeInTheDocument();
  expect(puts()).toHaveLength(0);

  fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Landing fees category' }));
  fireEvent.click(await screen.findByTitle('Paid'));
  fireEvent.change(within(form).getByLabelText('Landing advice'), { target: { value: 'Land on the grass strip' } });
  fireEvent.click(screen.getByTestId('landing-save'));
  expect(await screen.findByTestId('landing-tab')).toBeInTheDocument();
  expect(puts()[0]!.body).toEqual({
    tab: 'landing',
    version: 7,
    is_landing_permitted: true,
    is_landing_advice_displayed: true,
    landing_advice: 'Land on the grass strip',
    site_information: 'A working farm',
    warnings: [WARNING_LANDING_FEE],
    facilities: [],
    landing_fee_id: 2,
  });
});

test('an aerodrome lists its facilities instead of warnings', async () => {
  const pad = testPad({ category_id: CATEGORY.Aerodrome, facilities: [{ id: 2, display_name: 'Fuel' }] });
  api = mockApi(padRoutes(pad));
  renderWithProviders(<LandingTab pad={pad} />);
  expect(within(screen.getByTestId('landing-tab')).getByText('Fuel')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('landing-edit'));
  const form = await screen.findByTestId('landing-form');
  expect(within(form).getByRole('checkbox', { name: 'Fuel' })).toBeChecked();
  expect(within(form).queryByRole('checkbox', { name: 'Power lines' })).toBeNull();
});
