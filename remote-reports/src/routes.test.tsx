import { expectRoutesDeclared } from '@pads/shared/testing';
import routes from './routes';
import routing from './routing.json';

it('exposes the reports screen and its sub-reports, leaving duplicates to remote-moderation', () => {
  const paths = routes.map((route) => route.path);
  expect(paths[0]).toBe('reports');
  expect(paths).toContain('reports/pilot-aircrafts');
  expect(paths.filter((path) => path?.startsWith('reports/duplicate-report'))).toEqual([]);
  expect(paths).toHaveLength(14);
});

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});
