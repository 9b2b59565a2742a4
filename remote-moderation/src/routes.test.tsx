import { expectRoutesDeclared } from '@pads/shared/testing';
import routes from './routes';
import routing from './routing.json';

it('exposes the moderation and duplicate screens; both merge screens use the large container', () => {
  expect(routes.map((route) => [route.path, route.handle?.container ?? 'sm'])).toEqual([
    ['comments-list', 'sm'],
    ['moderation-list', 'sm'],
    ['moderation-revision/:revisionId', 'lg'],
    ['reports/duplicate-report', 'sm'],
    ['reports/duplicate-report/:prevPadId/:nextPadId', 'lg'],
  ]);
});

it('declares every route it exposes in src/routing.json', () => {
  expectRoutesDeclared(routes, routing);
});
