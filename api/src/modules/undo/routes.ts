// POST /api/admin/undo/:id: takes back an undoable change (issue 35 part 3; domain/undo.ts). Each instance also ends
// the expired undos now and then, deleting the photo files their changes removed.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../domain/actor.js';
import { idsValidator } from '../../domain/routeParams.js';
import { sweepUndos, undoChange } from '../../domain/undo.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints, route } from '../../endpoints.js';

/** How often an instance looks for expired undos. */
const SWEEP_EVERY_MS = 15_000;

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.undo.undo, { validatorCompiler: idsValidator }, async (request) => ({
    data: await undoChange(app.db, request.params.id, actorOf(request)),
  }));

  const sweep = setInterval(() => {
    sweepUndos(app.db, app.storage).catch((error: unknown) => app.log.warn({ err: error }, 'undo sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  (app as unknown as FastifyInstance).addHook('onClose', async () => clearInterval(sweep));
}
