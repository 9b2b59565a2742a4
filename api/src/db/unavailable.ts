// Tells a database that is away (stopped, restarting, failing over, unreachable, out of connections) from
// a query that is wrong: the first is the server's state, answered 503 with Retry-After; the second is a bug.

/** SQLSTATEs of a server that is shutting down, starting up, out of connection slots or cut off (class 08). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '53400']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres says when a connection drops, cannot be had in time, or was dropped before. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/** Seconds a client is told to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs of a transaction PostgreSQL rolled back because another one ran into it at the same moment (a deadlock,
 * a serialization failure): nothing was written and the same request, sent again, succeeds.
 */
const TRANSACTION_CONFLICT_SQLSTATES = new Set(['40P01', '40001']);

/** Seconds a client is told to wait before sending again a change that met another one. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

/**
 * Whether `error` or an error it wraps passes `test`: drizzle wraps the driver's error in `cause`; a refused
 * connection to a name with several addresses is an AggregateError of one refusal per address.
 */
function anyWrapped(error: unknown, test: (e: { code?: unknown; message?: unknown }) => boolean, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (test(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (anyWrapped(cause, test, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => anyWrapped(inner, test, depth + 1));
}

/** Whether `error` (or what it wraps) is such a rollback. */
export const isTransactionConflict = (error: unknown): boolean =>
  anyWrapped(error, ({ code }) => typeof code === 'string' && TRANSACTION_CONFLICT_SQLSTATES.has(code));

export const isDatabaseUnavailable = (error: unknown): boolean =>
  anyWrapped(
    error,
    ({ code, message }) =>
      (typeof code === 'string' &&
        (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) ||
      (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))),
  );
