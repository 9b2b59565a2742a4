import routes from './routes';

it('exposes the announcements list and detail', () => {
  expect(routes.map((route) => route.path)).toEqual(['announcements', 'announcements/:id']);
});
