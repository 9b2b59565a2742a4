import routes from './routes';

it('exposes the reports screen and all of its sub-reports', () => {
  const paths = routes.map((route) => route.path);
  expect(paths[0]).toBe('reports');
  expect(paths).toContain('reports/duplicate-report/:prevPadId/:nextPadId');
  expect(paths).toContain('reports/pilot-aircrafts');
  expect(paths).toHaveLength(16);
});
