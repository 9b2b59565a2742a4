import { LOOKUP_PATHS, useSessionStore } from '@pads/shared';
import { emptyStartupRoutes, mockApi, renderWithProviders, testAdmin, type MockRoute } from '@pads/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, type RouteObject } from 'react-router-dom';
import { RemoteRoutes } from './RemoteRoutes';

const routes: RouteObject[] = [
  { path: 'pad-list', element: <h1>Pads</h1>, handle: { drawsBeforeLookups: true } },
  { path: 'pad-create', element: <h1>Create pad</h1> },
];

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/*" element={<RemoteRoutes routes={routes} />} />
    </Routes>,
    { route },
  );

describe('RemoteRoutes', () => {
  let api: ReturnType<typeof mockApi>;
  let answerLookups: () => void = () => undefined;
  beforeEach(() => {
    useSessionStore.getState().setSession('token', testAdmin);
    // The lookups answer only when the test says so.
    const held = new Promise<void>((resolve) => (answerLookups = resolve));
    const heldEmpty: MockRoute = async () => (await held, { data: { data: [] } });
    api = mockApi({
      ...emptyStartupRoutes(),
      ...Object.fromEntries(Object.values(LOOKUP_PATHS).map((path) => [`GET ${path}`, heldEmpty])),
    });
  });
  afterEach(() => {
    answerLookups();
    api.restore();
    useSessionStore.getState().clearSession();
  });

  it('holds a screen back until the startup lookups are in', async () => {
    renderAt('/dashboard/pad-create');
    expect(screen.queryByRole('heading', { name: 'Create pad' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-spin')).toBeInTheDocument();
    answerLookups();
    expect(await screen.findByRole('heading', { name: 'Create pad' })).toBeInTheDocument();
  });

  it('draws a screen whose route says it reads no lookups while they load', async () => {
    renderAt('/dashboard/pad-list');
    expect(screen.getByRole('heading', { name: 'Pads' })).toBeInTheDocument();
    // The lookups were asked for, and are still unanswered.
    await waitFor(() => expect(api.calls.some((call) => call.url === LOOKUP_PATHS.categories)).toBe(true));
    expect(screen.getByRole('heading', { name: 'Pads' })).toBeInTheDocument();
  });
});
