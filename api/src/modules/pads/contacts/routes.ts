// PUT /api/pads/set-primary-contact/{padId}/{contactId}/{contactTypeId}. Under /api (the spec's path) but
// admin-only: this scope demands an admin.
import { actorOf } from '../../../domain/actor.js';
import { padContacts, setPrimaryContact } from './repository.js';
import { primaryContactRouteSchema } from './schemas.js';
import type { AppInstance } from '../../../openapi.js';

export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  app.put(
    '/pads/set-primary-contact/:padId/:contactId/:contactTypeId',
    { schema: primaryContactRouteSchema },
    async (request) => {
      await setPrimaryContact(app.db, request.params, actorOf(request));
      return { data: await padContacts(app.db, request.params.padId) };
    },
  );
}
