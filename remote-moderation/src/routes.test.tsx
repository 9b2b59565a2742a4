import routes from './routes';

it('exposes the moderation screens; only the revision uses the large container', () => {
  expect(routes.map((route) => [route.path, route.handle?.container ?? 'sm'])).toEqual([
    ['comments-list', 'sm'],
    ['moderation-list', 'sm'],
    ['moderation-revision/:revisionId', 'lg'],
  ]);
});
