// Where the server's log lines go: standard output, written in batches. Fastify logs two lines per request
// ("incoming request", "request completed"), and pino's default destination writes each with its own write(2): under
// 50 concurrent connections that was 7% of the server's busy CPU in its profile (issue 38). Lines are now gathered up
// to LOG_BATCH_BYTES and written together, and whatever is gathered is written at least every LOG_FLUSH_MS, so a quiet
// server's lines are not held back; pino writes what remains when the process exits (its exit handler). A process
// killed outright (SIGKILL, out of memory) loses at most that last second of lines.
import pino from 'pino';

export const LOG_BATCH_BYTES = 4096;
export const LOG_FLUSH_MS = 1000;

export function batchedStdout(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BATCH_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}
