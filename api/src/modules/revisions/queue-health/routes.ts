// GET /api/admin/revisions/queue-health and /revisions/next-pending (issue 35 parts 1 and 4), and the queue's
// figures on /metrics when it is served.
import { nextPendingUpdate } from '../../../domain/revisionMerge.js';
import { validationFailed } from '../../../errors.js';
import type { AppInstance } from '../../../openapi.js';
import { registerQueueMetrics } from './metrics.js';
import { queueTabs, recentDecisions } from './repository.js';
import { endpoints, route } from '../../../endpoints.js';

/** int4's largest value: the largest revision id. */
const MAX_ID = 2_147_483_647;

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.revisionQueue.health, async () => {
    const [tabs, decisions] = await Promise.all([queueTabs(app.db), recentDecisions(app.db)]);
    return { data: { tabs, decisions, now: new Date().toISOString() } };
  });

  route(app, endpoints.revisionQueue.nextPending, async (request) => {
    const after = request.query.after ?? 0;
    // ajv reads 1e309 as Infinity, an "integer" that passes its bounds: the rule is checked here again.
    if (!Number.isSafeInteger(after) || after < 0 || after > MAX_ID)
      throw validationFailed({ after: ['The after must be a revision id.'] });
    return { data: { id: await nextPendingUpdate(app.db, after, request.user!.id) } };
  });

  if (app.metricsRegistry) registerQueueMetrics(app.db, app.metricsRegistry);
}
