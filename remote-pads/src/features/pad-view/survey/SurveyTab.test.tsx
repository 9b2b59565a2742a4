import { emptySurveySteps, SURVEY_MESSAGES, type SurveySteps } from '@pads/shared';
import { mockApi, renderWithProviders } from '@pads/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SurveyTab } from './SurveyTab';
import type { Survey } from './api/survey';

jest.setTimeout(120_000);

const survey = (steps: Partial<SurveySteps> = {}, over: Partial<Survey> = {}): Survey => {
  const all = { ...emptySurveySteps(), ...steps };
  return {
    id: 5,
    pad_id: 9,
    pad: { id: 9, name: 'Field', category_id: 3 },
    survey_status: 2,
    status_label: 'In progress',
    progress_percentage: 29,
    steps: all,
    completed: {
      general: true,
      landing: false,
      hazards: false,
      approach: true,
      facilities: false,
      view: false,
      location: false,
    },
    uploads: [],
    version: 4,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    ...over,
  };
};

let api: ReturnType<typeof mockApi>;
afterEach(() => api.restore());

test('view mode: the progress, and only the steps with data', async () => {
  api = mockApi({
    'GET /admin/surveys/9': {
      data: {
        data: survey({
          general: { ...emptySurveySteps().general, notice: 2, ppr: 'phone' },
          approach: { ...emptySurveySteps().approach, departures: 'Climb north' },
        }),
      },
    },
  });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  expect(await screen.findByTestId('survey-view')).toBeInTheDocument();
  expect(screen.getByTestId('survey-status')).toHaveTextContent('In progress');
  expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute('aria-valuenow', '29');
  expect(within(screen.getByTestId('survey-step-general')).getByText('24 Hours')).toBeInTheDocument();
  expect(within(screen.getByTestId('survey-step-approach')).getByText('Climb north')).toBeInTheDocument();
  expect(screen.queryByTestId('survey-step-landing')).toBeNull();
  expect(screen.queryByTestId('survey-step-view')).toBeNull();
});

test('an empty survey shows a placeholder', async () => {
  api = mockApi({
    'GET /admin/surveys/9': { data: { data: survey({}, { survey_status: 1, progress_percentage: 0 }) } },
  });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  expect(await screen.findByTestId('survey-empty')).toHaveTextContent('This survey has no answers yet.');
});

test('edit mode: the shared rules on their fields, then Save changes sends the steps with the version', async () => {
  api = mockApi({
    'GET /admin/surveys/9': { data: { data: survey() } },
    'PUT /admin/surveys/5': (req) => ({ data: { data: survey((req.body as { steps: SurveySteps }).steps) } }),
  });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
  fireEvent.change(screen.getByLabelText('Notice details'), { target: { value: 'ab' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Must be between 3 and 200 characters')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Notice details'), { target: { value: 'Two days ahead' } });
  // The landing step: a size alone asks for the rest.
  fireEvent.click(screen.getByText('Landing'));
  fireEvent.change(screen.getByLabelText('Landing size'), { target: { value: '25' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findAllByText('This field is required')).toHaveLength(2);
  expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  fireEvent.change(screen.getByLabelText('Landing size'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  const sent = api.calls.find((c) => c.method === 'PUT')!.body as { steps: SurveySteps; version: number };
  expect(sent.version).toBe(4);
  expect(sent.steps.general.notice_details).toBe('Two days ahead');
  expect(await screen.findByTestId('survey-view')).toBeInTheDocument();
  // Still in progress: no status update.
  expect(api.calls.some((c) => c.url.endsWith('/status'))).toBe(false);
});

test("an aerodrome's hazards: the four it takes, and one held from before shown to untick, refused until it is", async () => {
  api = mockApi({
    'GET /admin/surveys/9': {
      data: { data: survey({ hazards: { ...emptySurveySteps().hazards, categories: [1, 6] } }) },
    },
    'PUT /admin/surveys/5': (req) => ({ data: { data: survey((req.body as { steps: SurveySteps }).steps) } }),
  });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={7} />);
  fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
  fireEvent.click(screen.getByText('Hazards'));
  const names = screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent);
  expect(names).toEqual(['Animals', 'Noise sensitivities', 'Power lines', 'Difficult landing', 'Other']);
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(SURVEY_MESSAGES.aerodromeHazards)).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Animals' }));
  expect(screen.queryByRole('checkbox', { name: 'Animals' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
  const sent = api.calls.find((c) => c.method === 'PUT')!.body as { steps: SurveySteps };
  expect(sent.steps.hazards.categories).toEqual([6]);
});

test('a view photo with another extension is refused with the spec message', async () => {
  api = mockApi({ 'GET /admin/surveys/9': { data: { data: survey() } } });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
  fireEvent.click(screen.getByText('360° View'));
  const input = screen.getByTestId('survey-photo-north').querySelector('input[type=file]')!;
  fireEvent.change(input, { target: { files: [new File(['x'], 'north.gif', { type: 'image/gif' })] } });
  expect(
    await within(screen.getByTestId('survey-photo-north')).findByText('This extension is not supported'),
  ).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

test('a save that completes the survey sends the status update too; others do not', async () => {
  const completed = survey({}, { survey_status: 3, status_label: 'Completed', progress_percentage: 100 });
  api = mockApi({
    'GET /admin/surveys/9': { data: { data: survey() } },
    'PUT /admin/surveys/5': { data: { data: completed } },
    'POST /surveys/5/status': { data: { data: completed } },
  });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(api.calls.some((c) => c.url === '/surveys/5/status')).toBe(true));
  expect(api.calls.find((c) => c.url === '/surveys/5/status')!.body).toEqual({ status: 3 });
  expect(await screen.findByTestId('survey-status')).toHaveTextContent('Completed');
});

test("'Cancel' leaves edit mode without saving; the edits are dropped", async () => {
  const approach = { ...emptySurveySteps().approach, departures: 'Climb north' };
  api = mockApi({ 'GET /admin/surveys/9': { data: { data: survey({ approach }) } } });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
  expect(screen.getByTestId('survey-editor')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Notice details'), { target: { value: 'Never saved' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByTestId('survey-view')).toBeInTheDocument();
  expect(screen.queryByTestId('survey-editor')).toBeNull();
  expect(screen.queryByText('Never saved')).toBeNull();
  expect(screen.getByRole('button', { name: /Edit/ })).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
  expect(screen.getByLabelText('Notice details')).toHaveValue('');
});

test("'Download PDF' spins while the PDF is built, and a failure shows an 'Error' notification", async () => {
  let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
  api = mockApi({
    'GET /admin/surveys/9': { data: { data: survey() } },
    'GET /surveys/download-pdf/5': () => new Promise((resolve) => (answer = resolve)),
  });
  renderWithProviders(<SurveyTab padId={9} padName="Field" categoryId={3} />);
  const button = await screen.findByRole('button', { name: /Download PDF/ });
  expect(button).not.toHaveClass('ant-btn-loading');
  fireEvent.click(button);
  await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
  expect(api.calls.some((c) => c.url === '/surveys/download-pdf/5')).toBe(true);
  answer({ status: 500, data: { message: 'The PDF could not be built.' } });
  expect(await screen.findByText('Error')).toBeInTheDocument();
  expect(screen.getByText('The PDF could not be built.')).toBeInTheDocument();
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
});
