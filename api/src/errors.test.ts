import Fastify from 'fastify';
import { registerErrorHandling } from './errors.js';

/** An app whose one route fails with `error`, as a query would. */
async function failingWith(error: unknown) {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/x', async () => {
    throw error;
  });
  await app.ready();
  return app.inject({ method: 'GET', url: '/x' });
}

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

test.each([
  ['a deadlock', pgError('40P01', 'deadlock detected')],
  ['a serialization failure', pgError('40001', 'could not serialize access due to concurrent update')],
  // Drizzle wraps the driver's error.
  [
    'a deadlock wrapped by drizzle',
    new Error('Failed query: INSERT …', { cause: pgError('40P01', 'deadlock detected') }),
  ],
])('%s is answered 503 with Retry-After, never 500', async (_, error) => {
  const res = await failingWith(error);
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({
    code: 'service_unavailable',
    message: 'Another change was being saved at the same moment, so this one was not. Please try again.',
  });
});

test('any other database error is still a 500', async () => {
  const res = await failingWith(pgError('42P01', 'relation "x" does not exist'));
  expect(res.statusCode).toBe(500);
});
