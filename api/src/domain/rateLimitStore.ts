// A @fastify/rate-limit store in PostgreSQL. The library's default store lives in process memory, so
// behind a load balancer each API instance would grant its own quota of login attempts and a restart
// would reset them; here every instance counts in one table.
import { createHash } from 'node:crypto';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';

/** Spent windows are deleted on about one attempt in this many, which keeps the table small without a scheduler. */
const SWEEP_ONE_IN = 100;

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Counts one hit of `key` in a fixed window of `windowMs`; answers the hits so far and the ms left. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const { rows } = await db.execute<{ hits: number; ttl: number }>(sql`
    INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING r.hits, greatest(0, ceil(extract(epoch FROM r.reset_at - now()) * 1000))::int AS ttl`);
  const row = rows[0]!;
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private scope = '';

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      // Keys hold an IP and an email: only their hash is stored.
      const hashed = createHash('sha256').update(`${this.scope}|${key}`).digest('hex');
      countHit(db, hashed, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      if (Math.random() * SWEEP_ONE_IN < 1) {
        db.execute(sql`DELETE FROM rate_limit_hits WHERE reset_at < now()`).catch(() => {
          // A failed sweep is retried by a later attempt; it must not fail this one.
        });
      }
    }

    /** One counter space per route, or per `groupId` for routes that share one budget. */
    child(options: unknown): FastifyRateLimitStore {
      const { routeInfo: route, groupId } = options as {
        routeInfo?: { method?: unknown; url?: unknown };
        groupId?: string;
      };
      const store = new PostgresRateLimitStore();
      store.scope = groupId ? `group ${groupId}` : `${String(route?.method ?? '')} ${String(route?.url ?? '')}`;
      return store;
    }
  }
  return PostgresRateLimitStore;
}

/**
 * Registers the limiter in the calling module's scope, counting here. It limits nothing by itself: routes opt in
 * with a `rateLimit` config. It counts at preHandler, after the onRequest guards (a refused caller spends
 * nothing) and after body parsing (a key may read the body). The 429 says what there were too many of.
 */
export async function registerRateLimit(app: FastifyInstance, tooMany: 'requests' | 'login attempts'): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(app.db),
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many ${tooMany}. Please try again in ${context.after}.`),
  });
}
