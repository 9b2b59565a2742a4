import { act, render } from '@testing-library/react';
import { clearReportStates, readReportState, useClearReportsOnLeave, useReportState } from './reportState';

beforeEach(() => sessionStorage.clear());

function Report() {
  useClearReportsOnLeave();
  const [state, setState] = useReportState('pad-country', { countries: [] as string[] });
  return (
    <button type="button" onClick={() => setState({ countries: ['GB'] })}>
      {state.countries.join(',') || 'none'}
    </button>
  );
}

test('filters are kept while the admin stays in the reports area', async () => {
  window.history.pushState({}, '', '/dashboard/reports/pad-country');
  const first = render(<Report />);
  act(() => first.getByRole('button').click());
  first.unmount();
  window.history.pushState({}, '', '/dashboard/reports');
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(readReportState('pad-country', { countries: [] as string[] })).toEqual({ countries: ['GB'] });
  const again = render(<Report />);
  expect(again.getByRole('button')).toHaveTextContent('GB');
  again.unmount();
});

test('and cleared, the generic tables included, once the admin leaves it', async () => {
  sessionStorage.setItem('list-state:report:logs', '{}');
  sessionStorage.setItem('list-state:pads', '{}');
  window.history.pushState({}, '', '/dashboard/reports/pad-country');
  const view = render(<Report />);
  act(() => view.getByRole('button').click());
  view.unmount();
  window.history.pushState({}, '', '/dashboard/pad-list');
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
  expect(sessionStorage.getItem('report:pad-country')).toBeNull();
  expect(sessionStorage.getItem('list-state:report:logs')).toBeNull();
  expect(sessionStorage.getItem('list-state:pads')).toBe('{}');
  clearReportStates();
});
