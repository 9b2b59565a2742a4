// POST /api/admin/revisions/pad/update/:id: accept an Update revision with the merge screen's values
// (spec part 3 §7). Its own file so the list and resolution routes stay as they are.
import { actorOf } from '../../../domain/actor.js';
import { padMergeSchema, MERGE_MESSAGES } from '@pads/contracts';
import { checkMergeReferences, isMergeable, mergeRevision, nextPendingUpdate } from '../../../domain/revisionMerge.js';
import { findRevision } from '../../../domain/revisionStore.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { forbidden, notFound, validationFailed } from '../../../errors.js';
import { validate } from '../../../validation.js';
import { presentRevision } from '../presentRevision.js';
import { endpoints, route } from '../../../endpoints.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  route(app, endpoints.revisions.merge, { validatorCompiler: idsValidator }, async (request) => {
    const revision = await findRevision(app.db, request.params.id);
    if (!revision) throw notFound('Revision');
    if (!isMergeable(revision)) throw forbidden(MERGE_MESSAGES.notAuthorized);
    const values = await validate(padMergeSchema, request.body);
    const { errors, countryName } = await checkMergeReferences(app.db, revision.pad_id, values);
    if (Object.keys(errors).length) throw validationFailed(errors);
    const {
      revision: accepted,
      changes,
      undo,
    } = await mergeRevision(app.db, revision.id, values, countryName, actorOf(request));
    return {
      message: 'Success!',
      data: {
        ...presentRevision(accepted),
        changed_fields: Object.keys(changes),
        next_revision_id: await nextPendingUpdate(app.db, accepted.id, request.user!.id),
      },
      undo,
    };
  });
}
