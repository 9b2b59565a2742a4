// POST /api/admin/pads: creates a pad with its location, contacts, tags, warnings, facilities, social
// links and photos. Validation is the shared pad-create schema, the one the form uses.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { validatePadCreate } from '@pads/contracts';
import { validationFailed } from '../../errors.js';
import { createFileStorage } from '../../storage/index.js';
import { preparePhotos } from '../../domain/photoFiles.js';
import { checkReferences } from './references.js';
import { createPad } from './repository.js';
import { readCreateInput, toSchemaInput } from './multipartInput.js';
import { presentPad } from './presentPad.js';

export default async function padsCreateModule(app: FastifyInstance): Promise<void> {
  // Scoped to this module: other admin routes keep rejecting multipart bodies.
  await app.register(multipart);
  const storage = createFileStorage(app.config);

  app.post('/pads', async (request, reply) => {
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
