import type { RemoteRouteHandle } from '@pads/shared';
import { expectRoutesDeclared } from '@pads/shared/testing';
import routes from './routes';
import routing from './routing.json';

it('exposes the pad screens relative to /dashboard', () => {
  expect(routes.map((route) => route.path)).toEqual([
    'pad-list',
    'pad-create',
    'pad-import',
    'pad-view/:padId',
    'pad-view1/:padId',
  ]);
});

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});

it('lets the host start the pad list, where signing in lands, before the startup lookups are in', () => {
  const handle = routes.find((route) => route.path === 'pad-list')?.handle as RemoteRouteHandle;
  expect(handle.prefetch).toBeInstanceOf(Function);
  expect(handle.drawsBeforeLookups).toBe(true);
  // Every other screen waits for the lookups.
  for (const route of routes.filter((r) => r.path !== 'pad-list')) {
    expect((route.handle as RemoteRouteHandle).drawsBeforeLookups).toBeUndefined();
  }
});
