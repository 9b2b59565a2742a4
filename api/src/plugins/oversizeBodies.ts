// A refused body is read to its end before the refusal is sent, so the client can read the answer (issue 39).
// Fastify answers a body over the limit (its content-length, or the bytes once they pass the limit) at once, with
// `connection: close`, while the client is still sending: the socket closes under the client's writes, and a client
// such as Node's fetch reports EPIPE instead of the 413. The same happens to any error answered before the body was
// read (a photo over 10 MB refused mid-upload). Here such an answer waits until the rest of the body has been read
// and thrown away, and then keeps the connection. Reading is bounded: a body announced or found larger than
// DRAIN_MAX_BYTES, or one that does not finish within DRAIN_MAX_MS, is cut as before (the answer is still sent,
// and a client that reads while it sends still sees it).
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The most a refused body is read for nothing: above the largest limit a route has (the import's 40 MB). */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long a refused body may take to arrive before the connection is cut instead. */
export const DRAIN_MAX_MS = 10_000;

/** Reads and discards the rest of a request body; true when it ended within the bounds. */
export function drainBody(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<boolean> {
  if (raw.complete || raw.readableEnded) return Promise.resolve(true);
  if (Number(raw.headers['content-length']) > maxBytes || raw.destroyed) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onClose);
      if (!ended) raw.pause();
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = () => finish(false);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), maxMs);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onError);
    raw.once('close', onClose);
    raw.resume();
  });
}

export default fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    // Only an error answered before its body was read; a read body (every other answer) costs one property check.
    if (reply.statusCode < 400 || request.raw.complete || request.raw.readableEnded) return;
    if (await drainBody(request.raw)) reply.removeHeader('connection');
    else reply.header('connection', 'close');
  });
});
