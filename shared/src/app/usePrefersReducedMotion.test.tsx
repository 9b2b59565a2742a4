import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AppProviders } from './AppProviders';

/** A matchMedia whose "reduce motion" answer the test can change. */
function mockReducedMotion(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    listeners.forEach((listener) => listener());
  };
}

function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

it('turns antd motion off while the system asks for reduced motion', () => {
  const setReduced = mockReducedMotion(true);
  render(
    <AppProviders>
      <Motion />
    </AppProviders>,
  );
  expect(screen.getByTestId('motion').textContent).toBe('false');
  act(() => setReduced(false));
  expect(screen.getByTestId('motion').textContent).toBe('true');
});
