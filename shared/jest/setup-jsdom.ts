import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// antd's responsive helpers call matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd Table (rc-resize-observer) needs ResizeObserver, which jsdom lacks.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// rc-util measures the scrollbar with getComputedStyle(el, '::-webkit-scrollbar'); jsdom
// logs "not implemented" for pseudo elements, so the pseudo argument is dropped.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// The merge screen scrolls a row into view; jsdom has no layout, so it has no scrollIntoView.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

// antd's pickers, selects and forms schedule through MessageChannel, which jsdom lacks.
if (!('MessageChannel' in globalThis)) {
  class StubChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data }), 0) };
  }
  Object.assign(globalThis, { MessageChannel: StubChannel });
}

// jsdom has no scrolling; antd forms scroll to the first error.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// antd renders slowly in jsdom on a loaded machine: findBy*/waitFor wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd computes every component's CSS-in-JS styles on render (tokens, style objects, serialised CSS), a
// fifth of a UI test's CPU, and the tests never inject them (renderWithProviders: cssinjs "server" mode).
// antd 6's zero-runtime mode skips that work: on every ConfigProvider's theme, and for components
// rendered with no provider. What a screen looks like is checked in Chromium by the Playwright suites.
jest.mock('antd/lib/config-provider/hooks/useTheme', () => {
  const actual = jest.requireActual('antd/lib/config-provider/hooks/useTheme');
  return {
    __esModule: true,
    default: (theme: object | undefined, ...rest: unknown[]) =>
      actual.default({ ...theme, zeroRuntime: true }, ...rest),
  };
});
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('antd/lib/theme/internal').defaultConfig.zeroRuntime = true;

// React's development build captures an Error (a 10-frame stack) and a console task for each element it
// creates, up to 10,000 per render, to print "owner stacks" in its warnings: a tenth of a UI test's CPU.
// Reading the counter as spent makes it skip them; warnings still name the component, without that stack.
Object.defineProperty(
  (
    jest.requireActual('react') as {
      __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: object;
    }
  ).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
  'recentlyCreatedOwnerStacks',
  { get: () => 10_000, set: () => undefined, configurable: true },
);
