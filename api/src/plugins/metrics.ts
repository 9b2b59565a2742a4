// GET /metrics in Prometheus' text format, for an operator running several instances behind a load
// balancer: request rate and latency per route (fastify-metrics), errors by their stable code, the
// connection pool (in use, idle, waiting, and how long queries wait for a connection), and the process
// (event-loop lag, memory, GC: prom-client's default metrics). Served only when METRICS_TOKEN is set, to
// callers presenting it as a bearer token: the figures name every route and show load, which is not for
// the public (README, Production).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import metricsPlugin from 'fastify-metrics';
import fp from 'fastify-plugin';
import promClient from 'prom-client';
import { errorCodeOf, unauthenticated } from '../errors.js';

/** Request latency buckets (seconds): list pages answer in tens of milliseconds, exports and reports in seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Connection wait buckets (seconds): a free pooled connection is had at once, a new one in milliseconds. */
const POOL_WAIT_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15];

function presentsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The /metrics registry, where areas add their own figures (null when /metrics is not served). */
    metricsRegistry: promClient.Registry | null;
  }
}

export default fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  app.decorate('metricsRegistry', null);
  if (!token) return;
  // The app's own registry: several apps in one process (the tests) must not share metric names.
  const registry = new promClient.Registry();
  app.metricsRegistry = registry;
  // A CommonJS module whose plugin is its `default` export.
  await app.register(metricsPlugin.default, {
    promClient,
    endpoint: null,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      overrides: { histogram: { buckets: LATENCY_BUCKETS, registers: [registry] }, summary: { registers: [] } },
    },
  });

  const errors = new promClient.Counter({
    name: 'http_request_errors_total',
    help: 'Error answers by route and by their stable error code (validation_failed, service_unavailable, …)',
    labelNames: ['method', 'route', 'status_code', 'code'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const code = errorCodeOf(reply);
    if (!code || request.routeOptions.config.disableMetrics) return;
    errors.inc({
      method: request.method,
      route: request.routeOptions.url ?? '__unknown__',
      status_code: reply.statusCode,
      code,
    });
  });

  const pool = app.db.$client;
  new promClient.Gauge({
    name: 'db_pool_clients',
    help: 'Pooled PostgreSQL connections by state (in_use, idle), and queries waiting for one (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new promClient.Gauge({
    name: 'db_pool_max_clients',
    help: 'The pool size: connections this instance may open',
    registers: [registry],
    collect() {
      this.set(pool.options.max);
    },
  });
  const poolWait = new promClient.Histogram({
    name: 'db_pool_acquire_seconds',
    help: 'How long each query or transaction waited for a pooled connection',
    buckets: POOL_WAIT_BUCKETS,
    registers: [registry],
  });
  const observeWait = (seconds: number) => poolWait.observe(seconds);
  pool.acquireObservers.add(observeWait);
  app.addHook('onClose', async () => {
    pool.acquireObservers.delete(observeWait);
  });

  app.get(
    '/metrics',
    {
      schema: { hide: true },
      config: { disableMetrics: true },
      // Scrapes every few seconds would drown the request log.
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (!presentsToken(request, token)) throw unauthenticated();
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
