// How long a list's state lasts: for the tab's session by default, or within a screen area, where leaving the
// area clears every list (and memo) kept there and nothing else.
import { renderHook } from '@testing-library/react';
import { defaultListState } from './listParams';
import {
  clearListArea,
  readListMemo,
  readListState,
  writeListMemo,
  writeListState,
  type ListKeep,
} from './listStateStorage';
import { useClearAreaOnLeave } from './useServerList';

const REPORTS: ListKeep = { area: '/dashboard/reports' };
const wait = () => new Promise((resolve) => setTimeout(resolve, 5));

beforeEach(() => sessionStorage.clear());

test('a state and a memo are read back under the keep they were written with', () => {
  writeListState('logs', defaultListState({ page: 2 }), REPORTS);
  writeListMemo('duplicates', 'pairs', [[1, 2]]);
  expect(readListState('logs', REPORTS)?.page).toBe(2);
  expect(readListState('logs')).toBeNull();
  expect(readListMemo('duplicates', 'pairs')).toEqual([[1, 2]]);
  expect(readListMemo('duplicates', 'pairs', REPORTS)).toBeNull();
});

test('clearing an area forgets its lists and memos only', () => {
  writeListState('logs', defaultListState({ page: 2 }), REPORTS);
  writeListMemo('report:x', 'seen', true, REPORTS);
  writeListState('pads', defaultListState({ page: 3 }));
  writeListMemo('duplicates', 'pairs', [[1, 2]]);
  clearListArea('/dashboard/reports');
  expect(readListState('logs', REPORTS)).toBeNull();
  expect(readListMemo('report:x', 'seen', REPORTS)).toBeNull();
  expect(readListState('pads')?.page).toBe(3);
  expect(readListMemo('duplicates', 'pairs')).toEqual([[1, 2]]);
});

test('a corrupt entry reads as absent', () => {
  sessionStorage.setItem('list-state:pads', '{not json');
  expect(readListState('pads')).toBeNull();
});

test('useClearAreaOnLeave clears the area after a screen of it unmounts outside it, not inside', async () => {
  writeListState('logs', defaultListState({ page: 2 }), REPORTS);
  window.history.pushState({}, '', '/dashboard/reports/log-report');
  const inside = renderHook(() => useClearAreaOnLeave('/dashboard/reports'));
  window.history.pushState({}, '', '/dashboard/reports');
  inside.unmount();
  await wait();
  expect(readListState('logs', REPORTS)?.page).toBe(2);

  const leaving = renderHook(() => useClearAreaOnLeave('/dashboard/reports'));
  window.history.pushState({}, '', '/dashboard/pad-list');
  leaving.unmount();
  await wait();
  expect(readListState('logs', REPORTS)).toBeNull();
});
