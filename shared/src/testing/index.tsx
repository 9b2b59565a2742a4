// Test helpers only (imported as '@pads/shared/testing'; never from app code).
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, type RouteObject } from 'react-router-dom';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { AppProviders } from '../app/AppProviders';
import { apiClient } from '@pads/core';
import type { AdminUser } from '../session';
import { parseRoutingDeclaration, undeclaredRoutePaths } from '../routing';
import { LOOKUP_PATHS } from '../startup/startupApi';
import { NOT_FOUND, type NotFoundEntity } from '../ui/NotFoundPanel';

/** A signed-in admin for tests: `useSessionStore.getState().setSession('token', testAdmin)`. */
export const testAdmin: AdminUser = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  username: 'ada',
  email: 'ada@pads.test',
  role: 1,
  is_tac_accepted: true,
  deleted_at: null,
};

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
  // antd's styles are generated but not injected (the cssinjs "server" mode): jsdom matches every rule of
  // every style sheet on each getComputedStyle call, which Testing Library's role queries and rc-table's
  // scrollbar measure make many times per render, and that cost a test seconds. What a screen looks like
  // is checked in Chromium by the Playwright suites.
  const result = render(
    <StyleProvider mock="server">
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </AppProviders>
    </StyleProvider>,
    options,
  );
  return { ...result, queryClient };
}

/** A screen under its route pattern (so it reads its path's ids), opened at `route`. */
export const renderAtRoute = (pattern: string, screenElement: ReactElement, route: string) =>
  renderWithProviders(
    <Routes>
      <Route path={pattern} element={screenElement} />
    </Routes>,
    { route },
  );

/**
 * Fills a text field as a paste does: focused by a click, then the whole text in one input event. Typing it
 * (userEvent.type) re-renders the form and runs its validation once per character, seconds of CPU per form in
 * jsdom; what a keystroke does is the browser's to show, and the Playwright suites type.
 */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The notification titled `title` (antd draws it outside the screen's tree), once it shows. */
export const findNotification = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-notification-notice-title' })).closest(
    '.ant-notification-notice',
  ) as HTMLElement;

/**
 * A @hello-pangea/dnd drag by keyboard, as a keyboard user makes it: lift with space, `steps` places down (or
 * right, in a horizontal list), drop with space.
 */
export async function keyboardDrag(handle: HTMLElement, steps: number, direction: 'down' | 'right' = 'down') {
  const press = async (key: string, keyCode: number) => {
    fireEvent.keyDown(handle, { key, keyCode });
    // The library moves on the next frames.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  };
  act(() => handle.focus());
  await press(' ', 32);
  for (let step = 0; step < steps; step++) {
    await (direction === 'down' ? press('ArrowDown', 40) : press('ArrowRight', 39));
  }
  await press(' ', 32);
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

type MockReply = { status?: number; data?: unknown; headers?: Record<string, string> };
export interface MockRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** The query as it goes on the wire: `params` serialised by the API client (a list as repeated `key[]`). */
  query: URLSearchParams;
  /** The body as sent: parsed JSON, or the FormData itself. */
  body: unknown;
  /** The request's AbortSignal, if the caller gave one (react-query's, for cancellable queries). */
  signal?: AbortSignal;
}
export type MockRoute = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/**
 * The one way UI tests fake the network (docs/conventions.md): routes keyed 'METHOD /path' (the path as the
 * feature's fetcher passes it, without query) answer through the API client's adapter, so the real
 * fetchers, hooks, query keys and error handling run. A status of 400 or more is an axios error with that
 * body; an unknown route is a 404 (and fails loudly in the test output). Returns the requests made.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: MockRequest[] = [];
  const original = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const [url] = String(config.url ?? '').split('?') as [string];
    const body = typeof config.data === 'string' ? safeJson(config.data) : config.data;
    const request: MockRequest = {
      method,
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      query: new URL(apiClient.getUri(config), 'http://mock.test').searchParams,
      body,
      signal: config.signal as AbortSignal | undefined,
    };
    calls.push(request);
    const route = routes[`${method} ${url}`];
    if (route === undefined) console.error(`mockApi: no route for ${method} ${url}`);
    const reply =
      route === undefined
        ? { status: 404, data: { message: `No mock for ${method} ${url}` } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      status,
      statusText: '',
      headers: reply.headers ?? {},
      config,
      data: reply.data ?? null,
    };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return {
    calls,
    restore: () => {
      apiClient.defaults.adapter = original;
    },
  };
}

/** The startup lookups and the stats bar, all empty: for screens that load them in a test about something else. */
export function emptyStartupRoutes(): Record<string, MockRoute> {
  const empty: MockRoute = { data: { data: [] } };
  return {
    ...Object.fromEntries(Object.values(LOOKUP_PATHS).map((path) => [`GET ${path}`, empty])),
    'GET /admin/stats': { data: { data: {} } },
  };
}

/** Nobody else is reviewing anything (GET /admin/claims), for screens that show who is (issue 35). */
export function noClaimsRoutes(): Record<string, MockRoute> {
  return { 'GET /admin/claims': { data: { data: [] } } };
}

/** A claim as the API answers it: `admin` holds `kind` item (`a`, `b`) since `claimedAt`, for a minute. */
export function testClaim(
  kind: 'revision' | 'pair',
  a: number,
  b = 0,
  admin = { id: 99, name: 'Bea Second' },
  claimedAt = new Date(),
) {
  return {
    kind,
    item_a: a,
    item_b: b,
    pad_ids: kind === 'pair' ? [a, b] : [a * 10],
    admin,
    claimed_at: claimedAt.toISOString(),
    expires_at: new Date(claimedAt.getTime() + 60_000).toISOString(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Path ids a mistyped link carries: none names a record (a word, zero, negative, a fraction, beyond int4). */
export const MALFORMED_IDS = ['abc', '0', '-1', '1.5', '99999999999'] as const;

/**
 * A deep-linked screen answers a link with a malformed id, and each of `unknown` (paths whose ids the fake
 * API answers 404), with its entity's not-found panel. `pathsFor(id)` builds the screen's paths holding the id; `open` renders the screen at a path.
 */
export async function expectNotFoundPanels(
  entity: NotFoundEntity,
  {
    pathsFor,
    unknown,
    open,
  }: {
    pathsFor: (id: string) => string | string[];
    unknown: readonly string[];
    open: (route: string) => { unmount: () => void };
  },
) {
  for (const route of [...MALFORMED_IDS.flatMap(pathsFor), ...unknown]) {
    const view = open(route);
    const panel = await screen.findByTestId('not-found');
    expect(panel).toHaveTextContent(NOT_FOUND[entity].title);
    expect(screen.getByRole('button', { name: NOT_FOUND[entity].list })).toBeInTheDocument();
    view.unmount();
  }
}
export * from './dates';
