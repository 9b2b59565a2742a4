// The older pad view (/dashboard/pad-view1/{id}): its summary, and the not-found panel for a link that
// names no pad.
import { paths } from '@pads/shared';
import { expectNotFoundPanels, mockApi, renderAtRoute } from '@pads/shared/testing';
import { screen } from '@testing-library/react';
import PadViewLegacyPage from './PadViewLegacyPage';
import { padRoutes, testPad } from './testPad';

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

const legacyPath = (id: number | string) => `${paths.padView()}1/${id}`;
const renderPage = (route: string) => renderAtRoute('/dashboard/pad-view1/:padId', <PadViewLegacyPage />, route);

test('shows the summary with a link to the full view', async () => {
  api = mockApi(padRoutes(testPad()));
  renderPage(legacyPath(5));
  expect(await screen.findByTestId('pad-legacy-view')).toHaveTextContent('Hilltop Farm');
  expect(screen.getByRole('link', { name: 'Open the full pad view' })).toHaveAttribute('href', paths.padView(5));
});

test('a malformed or unknown pad id shows the not-found panel; a malformed one is not asked for', async () => {
  api = mockApi({ 'GET /admin/pads/999': { status: 404, data: { message: 'Pad not found.' } } });
  await expectNotFoundPanels('pad', { pathsFor: legacyPath, unknown: [legacyPath(999)], open: renderPage });
  expect(api.calls.map((call) => call.url)).toEqual(['/admin/pads/999']);
});
