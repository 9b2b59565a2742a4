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
