// Test helpers only (imported as '@pads/shared/testing'; never from app code).
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { parseRoutingDeclaration, undeclaredRoutePaths } from '../routing';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = createTestQueryClient(),
    ...options
  }: { route?: string; queryClient?: QueryClient } & RenderOptions = {},
) {
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, queryClient };
}

/** An axios-like rejection carrying the API's error body. */
export function apiError(status: number, body: { message?: string; code?: string; errors?: Record<string, string[]> }) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: body },
  });
}

/** A remote's routes and menu targets all fall under the paths its `src/routing.json` declares. */
export function expectRoutesDeclared(routes: RouteObject[], routing: unknown) {
  expect(undeclaredRoutePaths(routes, parseRoutingDeclaration(routing))).toEqual([]);
}
