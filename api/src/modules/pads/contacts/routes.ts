// PUT /api/pads/set-primary-contact/{padId}/{contactId}/{contactTypeId}. Under /api (the spec's path) but
// admin-only: this scope demands an admin.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../../domain/actor.js';
import { padContacts, setPrimaryContact } from './repository.js';
import { primaryContactRouteSchema } from './schemas.js';

export async function publicRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  app.put<{ Params: { padId: number; contactId: number; contactTypeId: number } }>(
    '/pads/set-primary-contact/:padId/:contactId/:contactTypeId',
    { schema: primaryContactRouteSchema },
    async (request) => {
      await setPrimaryContact(app.db, request.params, actorOf(request));
      return { data: await padContacts(app.db, request.params.padId) };
    },
  );
}
