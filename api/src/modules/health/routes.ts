// Probes for Docker health checks, orchestrators and load balancers (README, Production):
// - GET /api/health/live: liveness. The process serves requests; it stays up while the database is away
//   (restarting a live process would not bring the database back).
// - GET /api/health/ready: readiness. The database answers too; a load balancer routes away while it fails.
// - GET /api/health: the readiness check under its first name, kept for existing health checks.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable.js';
import type { AppInstance } from '../../openapi.js';
import { AppError } from '../../errors.js';
import { pingDatabase } from './repository.js';
import { endpoints, route } from '../../endpoints.js';

const { health } = endpoints;

/** A probe is answered within this; an unreachable database host would otherwise hold it for the pool's timeout. */
const READINESS_TIMEOUT_MS = 3_000;

// Probes every few seconds would drown the request log.
const quiet = { logLevel: 'warn' as const };

export async function publicRoutes(app: AppInstance): Promise<void> {
  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness check timed out')), READINESS_TIMEOUT_MS);
    });
    try {
      await Promise.race([pingDatabase(app.db), timeout]);
      return { status: 'ok', db: 'ok' };
    } catch {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      throw new AppError(503, 'service_unavailable', 'Database unreachable.');
    } finally {
      clearTimeout(timer);
    }
  };

  route(app, health.health, quiet, ready);
  route(app, health.ready, quiet, ready);
  route(app, health.live, quiet, async () => ({ status: 'ok' }));
}
