// GET /api/admin/revisions/queue-health and /revisions/next-pending (issue 35 parts 1 and 4), and the queue's
// figures on /metrics when it is served.
import { nextPendingUpdate } from '../../../domain/revisionMerge.js';
import type { AppInstance } from '../../../openapi.js';
import { registerQueueMetrics } from './metrics.js';
import { queueTabs, recentDecisions } from './repository.js';
import { nextPendingRouteSchema, queueHealthRouteSchema } from './schemas.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  app.get('/revisions/queue-health', { schema: queueHealthRouteSchema }, async () => {
    const [tabs, decisions] = await Promise.all([queueTabs(app.db), recentDecisions(app.db)]);
    return { data: { tabs, decisions, now: new Date().toISOString() } };
  });

  app.get('/revisions/next-pending', { schema: nextPendingRouteSchema }, async (request) => ({
    data: { id: await nextPendingUpdate(app.db, request.query.after ?? 0, request.user!.id) },
  }));

  if (app.metricsRegistry) registerQueueMetrics(app.db, app.metricsRegistry);
}
