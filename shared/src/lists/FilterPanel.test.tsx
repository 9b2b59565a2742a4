import { pads } from '@pads/contracts/endpoints';
import { fireEvent, screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../testing';
import { FilterPanel } from './FilterPanel';
import { defaultListState } from './listParams';
import type { FilterableColumn } from './types';

const filterable: FilterableColumn[] = [
  { column: 'name', display_name: 'Name', operators: ['contains', 'is_blank'], type: 'text' },
  { column: 'created_at', display_name: 'Created', operators: ['between'], type: 'date' },
];

// The saved filters next to the panel.
let api: ReturnType<typeof mockApi>;
beforeEach(() => (api = mockApi({ 'GET /admin/reports': { data: { data: [] } } })));
afterEach(() => api.restore());

function renderPanel(state = defaultListState()) {
  const onApply = jest.fn();
  renderWithProviders(
    <FilterPanel entity="pads" state={state} filterable={filterable} onApply={onApply} exportEndpoint={pads.listCsv} />,
  );
  return onApply;
}

it('asks for at least 3 characters of keyword and does not submit', async () => {
  const onApply = renderPanel();
  fireEvent.change(screen.getByTestId('filter-keyword'), { target: { value: 'ab' } });
  fireEvent.click(screen.getByTestId('filter-submit'));
  expect(await screen.findByText('At least 3 characters')).toBeInTheDocument();
  expect(onApply).not.toHaveBeenCalled();
});

it('shows a between filter as DD/MM/YYYY', () => {
  renderPanel(defaultListState({ filters: { 'created_at:between': '2024-01-01,2024-01-31' } }));
  expect(screen.getByDisplayValue('01/01/2024')).toBeInTheDocument();
  expect(screen.getByDisplayValue('31/01/2024')).toBeInTheDocument();
});

it('asks for the dates of a between row and does not submit', async () => {
  const onApply = renderPanel();
  fireEvent.mouseDown(within(screen.getByTestId('filter-row-0-column')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle('Created'));
  fireEvent.click(screen.getByTestId('filter-submit'));
  expect(await screen.findByText('Please select time!')).toBeInTheDocument();
  expect(onApply).not.toHaveBeenCalled();
});

it('submits complete rows and the keyword', async () => {
  const onApply = renderPanel(
    defaultListState({ filters: { 'name:contains': 'inn', 'created_at:between': '2024-01-01,2024-01-31' } }),
  );
  fireEvent.change(screen.getByTestId('filter-keyword'), { target: { value: 'heli' } });
  fireEvent.click(screen.getByTestId('filter-submit'));
  expect(onApply).toHaveBeenCalledWith({
    filters: { 'name:contains': 'inn', 'created_at:between': '2024-01-01,2024-01-31' },
    keyword: 'heli',
  });
});

it('shows Export as CSV only while a filter or keyword is active', () => {
  renderPanel();
  expect(screen.queryByText('Export as CSV')).not.toBeInTheDocument();
});

it('clears everything', () => {
  const onApply = renderPanel(defaultListState({ filters: { 'name:contains': 'inn' }, keyword: 'heli' }));
  expect(screen.getByText('Export as CSV')).toBeInTheDocument();
  expect(screen.getByText('Export for update')).toBeInTheDocument();
  fireEvent.click(screen.getByTestId('filter-clear'));
  expect(onApply).toHaveBeenCalledWith({ filters: {}, keyword: '', savedFilterId: null });
});
