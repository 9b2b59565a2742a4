import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { lazyRoute } from './lazyPage';

const Page = () => <h1>Pad list</h1>;

describe('lazyRoute', () => {
  it('renders a preloaded page in the first pass, without a loading state', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const route = lazyRoute('pad-list', load);
    await (route.handle as { preload: () => Promise<unknown> }).preload();
    render(<>{route.element}</>);
    // Synchronously present: no Suspense fallback was shown first.
    expect(screen.getByRole('heading', { name: 'Pad list' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a page that was not preloaded on first render, keeping the handle given', async () => {
    const route = lazyRoute('pad-view/:id', async () => ({ default: Page }), { container: 'lg' });
    expect(route.handle).toMatchObject({ container: 'lg' });
    render(<>{route.element}</>);
    expect(screen.queryByRole('heading', { name: 'Pad list' })).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(await screen.findByRole('heading', { name: 'Pad list' })).toBeInTheDocument();
  });
});
