// /api/admin/dupe-checker…: the suspected duplicate pairs (kept by every pad write, domain/duplicatePairs.ts)
// as a query list, their count for the moderation badge, one pair for the merge screen and the merge itself.
// 'Mark as NOT duplicate' is the spec's /api/admin/pads/toggle-not-duplicated/… (modules/pads/duplicates).
import { actorOf } from '../../domain/actor.js';
import { padMergeSchema } from '@pads/contracts';
import { mergeDuplicatePads } from '../../domain/duplicateMerge.js';
import { MAX_PAIR_DISTANCE_M, type PairFilters } from '../../domain/duplicatePairs.js';
import { checkMergeReferences } from '../../domain/revisionMerge.js';
import { idsValidator } from '../../domain/routeParams.js';
import { validationFailed } from '../../errors.js';
import { mountQueryList } from '../../lists/index.js';
import { validate } from '../../validation.js';
import { countryExists, mergeViewOf, pairCount, pairDistance, pairList } from './repository.js';
import { isOn, pairQuerySchema } from './schemas.js';
import { endpoints, route } from '../../endpoints.js';
import type { AppInstance } from '../../openapi.js';

/** The badge counts what the list shows by default: every distance, no switch on, any country. */
const { dupeChecker } = endpoints;

const DEFAULT_FILTERS: PairFilters = {
  distanceKm: MAX_PAIR_DISTANCE_M / 1000,
  includeLnp: false,
  includeArchived: false,
  includeUnmoderated: false,
};

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, dupeChecker.index, {
    params: (raw) => validate(pairQuerySchema, raw),
    list: async (q) => {
      if (q.country_code && !(await countryExists(app.db, q.country_code)))
        throw validationFailed({ country_code: ['Unknown country code.'] });
      return pairList({
        distanceKm: q.distance,
        countryCode: q.country_code || null,
        includeLnp: isOn(q.is_lnp_pads_included),
        includeArchived: isOn(q.is_archived_pads_included),
        includeUnmoderated: isOn(q.is_unmoderated_pads_included),
      });
    },
  });

  route(app, dupeChecker.count, async () => ({
    data: { dupe_count: await pairCount(app.db, DEFAULT_FILTERS) },
  }));

  route(app, dupeChecker.show, { validatorCompiler: idsValidator }, async (request) => {
    const { a, b } = request.params;
    const [original, duplicate, distance] = await Promise.all([
      mergeViewOf(app.db, a, app.config.publicUrl),
      mergeViewOf(app.db, b, app.config.publicUrl),
      pairDistance(app.db, a, b),
    ]);
    return { data: { original, duplicate, distance } };
  });

  route(app, dupeChecker.merge, { validatorCompiler: idsValidator }, async (request) => {
    const { a, b } = request.params;
    const values = await validate(padMergeSchema, request.body);
    const { errors, countryName } = await checkMergeReferences(app.db, a, values);
    // The duplicate's own HISC may pass to the original (it leaves the archived duplicate).
    if (errors.hisc) {
      const duplicate = await mergeViewOf(app.db, b, app.config.publicUrl);
      if (duplicate.hisc === values.hisc) delete errors.hisc;
    }
    if (Object.keys(errors).length) throw validationFailed(errors);
    const result = await mergeDuplicatePads(app.db, {
      originalId: a,
      duplicateId: b,
      values,
      countryName,
      ...actorOf(request),
    });
    return { data: { id: result.id, name: result.name }, undo: result.undo };
  });
}
