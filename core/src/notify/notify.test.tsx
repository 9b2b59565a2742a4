// Success notices stay 10 s (spec part 3 §9), whoever sends them: every app sends them through notifySuccess.
import { act, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { NotificationBridge } from './NotificationBridge';
import { notifySuccess, notifyWarning } from './notify';

afterEach(() => jest.useRealTimers());

test.each([
  ['success', notifySuccess],
  ['warning', notifyWarning],
])('a %s notice stays 10 s, then goes', async (_kind, notify) => {
  jest.useFakeTimers();
  render(
    <App>
      <NotificationBridge />
    </App>,
  );
  act(() => notify('Update Saved!'));
  expect(await screen.findByText('Update Saved!')).toBeInTheDocument();
  // antd's own default is 4.5 s.
  act(() => jest.advanceTimersByTime(9_000));
  expect(screen.getByText('Update Saved!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_500));
  await act(async () => jest.advanceTimersByTime(1_000));
  expect(screen.queryByText('Update Saved!')).toBeNull();
});
