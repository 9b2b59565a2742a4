// PUT /admin/pads/toggle-not-duplicated/:prev/:next (spec part 3 §7): mark a suspected pair as not
// duplicate, or (again) as a possible duplicate.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../domain/actor.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { validationFailed } from '../../../errors.js';
import { toggleDismissal } from './repository.js';
import { notDuplicateRouteSchema } from './schemas.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Params: { prev: number; next: number } }>(
    '/pads/toggle-not-duplicated/:prev/:next',
    { schema: notDuplicateRouteSchema, validatorCompiler: idsValidator },
    async (request) => {
      const { prev, next } = request.params;
      if (prev === next) throw validationFailed({ next: ['Two different pads are needed.'] });
      const dismissed = await toggleDismissal(app.db, prev, next, actorOf(request));
      return {
        message: dismissed ? 'Marked as not duplicate.' : 'Marked as a possible duplicate again.',
        data: { is_not_duplicate: dismissed },
      };
    },
  );
}
