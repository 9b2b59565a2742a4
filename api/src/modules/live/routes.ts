// GET /api/admin/live: the panel's one event stream (issue 35 part 2; docs/decisions/0148-moderators-as-a-team.md,
// "Live updates").
// Server-Sent Events over an ordinary authorised GET: the panel reads it with fetch (the bearer token in the
// Authorization header, as every call, never in the URL), from the API origin its CSP's connect-src already allows.
// Events come from the instance's LISTEN connection (hub.ts), so a change through any instance reaches every panel.
import { AppError, databaseUnavailable } from '../../errors.js';
import type { AppInstance } from '../../openapi.js';
import { LiveHub } from './hub.js';
import { endpoints, route } from '../../endpoints.js';
import { StreamSet } from './streams.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  const hub = new LiveHub(app.config.databaseListenUrl ?? app.db.$client.options.connectionString!, (message, error) =>
    app.log.warn({ err: error }, message),
  );
  const streams = new StreamSet(app.db, app.config.session, app.config.liveSessionCheckMs);
  // The instance listens from its first stream on (one subscription for all its streams).
  let subscribed: Promise<() => void> | undefined;
  const listen = () =>
    (subscribed ??= hub
      .subscribe((event) => streams.send(event))
      .catch((error: unknown) => {
        subscribed = undefined;
        throw error;
      }));

  route(
    app,
    endpoints.live.stream,
    {
      // Holding the stream open is not activity: the idle limit of the session still applies (streams.ts).
      config: { touchesSession: false, disableMetrics: true },
      // Every event must leave at once; a compressor would hold them back.
      compress: false,
    },
    async (request, reply) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream'))
        throw new AppError(406, 'not_acceptable', 'This is an event stream: ask for text/event-stream.');
      try {
        await listen();
      } catch (error) {
        request.log.warn({ err: error }, 'live updates: cannot listen');
        throw databaseUnavailable();
      }
      const out = streams.add(request.tokenId!, () => {});
      request.raw.once('close', () => out.destroy());
      reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache, no-transform')
        // nginx and other proxies: pass each event on at once.
        .header('X-Accel-Buffering', 'no');
      // A stream is piped as it is, never serialised: the 200 schema only documents it.
      return reply.send(out as unknown as string);
    },
  );

  // Before the server stops taking connections: open streams would hold its close.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => hub.close());
}
