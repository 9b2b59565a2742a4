// Everything under /admin/pads and /pads: the list (with quick filters and the category summary), its CSV
// exports and its map, pad create and the pad list's map switch here; the pad's parts in sub-folders: the
// detail (detail/) and its actions (state/), notes (notes/), owners (owners/), the CSV import (import/), the
// Reviews tab (reviews/), 'not duplicate' (duplicates/), the pad reports (reports/), the pad form's lookups
// (lookups/) and, under /api, the primary contact (contacts/). Handlers stay thin: SQL is in the
// repositories, validation in the shared yup schema from @pads/contracts.
import multipart from '@fastify/multipart';
import { validatePadCreate } from '@pads/contracts';
import { padListContract, padMapToggleSchema } from '@pads/contracts/api';
import { setAdminSetting } from '../../domain/adminSettings.js';
import { preparePhotos } from '../../domain/photoFiles.js';
import { serializeUser } from '../../domain/user.js';
import { notFound, validationFailed } from '../../errors.js';
import { endpoints, route } from '../../endpoints.js';
import {
  assertDefinition,
  assertListContract,
  exportList,
  listRows,
  registerList,
  type RawQuery,
} from '../../lists/index.js';
import { yupBodyValidator, type AppInstance } from '../../openapi.js';
import { validate } from '../../validation.js';
import { padsForMap } from './mapRepository.js';
import { readCreateInput, toSchemaInput } from './multipartInput.js';
import { padList } from './pads.list.js';
import { presentPad } from './presentPad.js';
import { checkReferences, createPad } from '../../domain/padCreation.js';
import { UPDATE_FORMAT_EXPORT } from '../../domain/padImportFormat.js';
import { publicRoutes as padContactRoutes } from './contacts/routes.js';
import { adminRoutes as padDetailRoutes } from './detail/routes.js';
import { adminRoutes as padDuplicateRoutes } from './duplicates/routes.js';
import { adminRoutes as padImportRoutes } from './import/routes.js';
import { adminRoutes as padLookupRoutes, publicRoutes as publicPadLookupRoutes } from './lookups/routes.js';
import { adminRoutes as padNoteRoutes } from './notes/routes.js';
import { adminRoutes as padOwnerRoutes } from './owners/routes.js';
import { adminRoutes as padReportRoutes } from './reports/routes.js';
import { adminRoutes as padReviewRoutes } from './reviews/routes.js';
import { adminRoutes as padStateRoutes } from './state/routes.js';

const { pads } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  // The action paths (/pads/toggle-…/:id) are registered before /pads/:id so the router reads them literally.
  await app.register(padStateRoutes);
  await app.register(padDetailRoutes);
  for (const part of [
    padNoteRoutes,
    padOwnerRoutes,
    padImportRoutes,
    padReviewRoutes,
    padDuplicateRoutes,
    padReportRoutes,
    padLookupRoutes,
  ])
    await app.register(part);
  assertDefinition(padList);
  assertListContract(padList, padListContract);
  registerList(padList);

  route(app, pads.list, (request) => listRows(app.db, padList, request.query as RawQuery));

  route(app, pads.listCsv, (request, reply) => {
    const flag = (request.query as RawQuery).export_for_update;
    if (flag !== undefined && flag !== '' && flag !== '0' && flag !== '1' && flag !== 'true' && flag !== 'false') {
      throw validationFailed({ export_for_update: ['Must be 1 or 0.'] });
    }
    const forUpdate = flag === '1' || flag === 'true';
    return exportList(request, reply, app.db, padList, forUpdate ? UPDATE_FORMAT_EXPORT : undefined);
  });

  // Both map calls of the spec answer the same way: the current list filters, clustered for the viewport.
  for (const endpoint of [pads.map, pads.indexMap]) {
    route(app, endpoint, (request) => padsForMap(app.db, request.query as RawQuery));
  }

  // find-my-way prefers this static path to a /pads/:id whatever the declaration order.
  route(app, pads.mapToggle, { validatorCompiler: yupBodyValidator }, async (request) => {
    const { is_map_on } = await validate(padMapToggleSchema, request.body);
    const user = await setAdminSetting(app.db, request.user!.id, 'is_map_on', is_map_on);
    if (!user) throw notFound('User');
    return { data: serializeUser(user) };
  });

  // Scoped: only pad create reads multipart bodies; the other routes keep refusing them.
  await app.register(padCreateRoutes);
}

async function padCreateRoutes(app: AppInstance): Promise<void> {
  await app.register(multipart);
  const storage = app.storage;

  route(app, pads.create, async (request, reply) => {
    const input = await readCreateInput(request);
    const result = await validatePadCreate(toSchemaInput(input));
    if (!result.ok) throw validationFailed(result.errors);
    const pad = result.value;
    const hisc = pad.hisc ? `${pad.hisc_country_code.toUpperCase()}${pad.hisc}` : null;
    const referenceErrors = await checkReferences(app.db, pad, hisc);
    if (Object.keys(referenceErrors).length) throw validationFailed(referenceErrors);
    const photos = await preparePhotos(input.photos);
    const created = await createPad(app.db, storage, { pad, hisc, photos, submitterId: request.user!.id });
    return reply.code(201).send({ data: presentPad(created, app.config.publicUrl) });
  });
}

/** The pads' calls under /api (the spec's paths): the primary contact (admins) and the landing fees. */
export async function publicRoutes(app: AppInstance): Promise<void> {
  await app.register(padContactRoutes);
  await app.register(publicPadLookupRoutes);
}
