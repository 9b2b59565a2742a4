// PUT /admin/pads/toggle-not-duplicated/:prev/:next (spec part 3 §7): mark a suspected pair as not
// duplicate, or (again) as a possible duplicate.
import { actorOf } from '../../../domain/actor.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { validationFailed } from '../../../errors.js';
import { toggleDismissal } from './repository.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';

const { padDuplicates } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, padDuplicates.notDuplicate, { validatorCompiler: idsValidator }, async (request) => {
    const { prev, next } = request.params;
    if (prev === next) throw validationFailed({ next: ['Two different pads are needed.'] });
    const dismissed = await toggleDismissal(app.db, prev, next, actorOf(request));
    return { data: { is_not_duplicate: dismissed } };
  });
}
