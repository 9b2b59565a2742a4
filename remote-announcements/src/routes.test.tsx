import { expectRoutesDeclared } from '@pads/shared/testing';
import routes from './routes';
import routing from './routing.json';

it('exposes the announcements list and detail', () => {
  expect(routes.map((route) => route.path)).toEqual(['announcements', 'announcements/:id']);
});

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});
