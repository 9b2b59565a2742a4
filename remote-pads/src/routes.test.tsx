import routes from './routes';

it('exposes the pad screens relative to /dashboard', () => {
  expect(routes.map((route) => route.path)).toEqual([
    'pad-list',
    'pad-create',
    'pad-import',
    'pad-view/:padId',
    'pad-view1/:padId',
  ]);
});
