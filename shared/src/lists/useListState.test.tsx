import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { defaultListState } from './listParams';
import { writeListState } from './listStateStorage';
import { useListState } from './useListState';

beforeEach(() => sessionStorage.clear());

it('keeps a deep link when the first render suspends and is thrown away', async () => {
  writeListState('pads', defaultListState({ keyword: 'old' }));
  let resolveGate!: () => void;
  const gate = new Promise<void>((resolve) => (resolveGate = resolve));
  let suspended = false;
  function Probe() {
    const { state } = useListState('pads', { paramNames: ['type'] });
    // Like a lazy child or a suspending query: the first render never commits, and its state goes with it.
    if (!suspended) {
      suspended = true;
      throw gate;
    }
    return <span data-testid="state">{`${String(state.params.type)}|${state.keyword}`}</span>;
  }
  render(
    <MemoryRouter initialEntries={['/dashboard/pad-list?type=moderated']}>
      <Suspense fallback="loading">
        <Probe />
      </Suspense>
    </MemoryRouter>,
  );
  await act(async () => {
    resolveGate();
    await gate;
  });
  expect((await screen.findByTestId('state')).textContent).toBe('moderated|');
});
