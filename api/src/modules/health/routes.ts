// GET /api/health: public liveness + database ping, for Docker health checks and load balancers.
import type { AppInstance } from '../../openapi.js';
import { AppError } from '../../errors.js';
import { pingDatabase } from './repository.js';
import { healthRouteSchema } from './schemas.js';

export async function publicRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: healthRouteSchema,
      // Health probes every few seconds would drown the request log.
      logLevel: 'warn',
    },
    async () => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok', db: 'ok' };
      } catch {
        throw new AppError(503, 'service_unavailable', 'Database unreachable.');
      }
    },
  );
}
