// PUT /api/pads/set-primary-contact/{padId}/{contactId}/{contactTypeId}. Under /api (the spec's path) but
// admin-only: this scope demands an admin.
import { actorOf } from '../../../domain/actor.js';
import { padContacts, setPrimaryContact } from './repository.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';

const { primaryContact } = endpoints;

export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  route(app, primaryContact.set, async (request) => {
    await setPrimaryContact(app.db, request.params, actorOf(request));
    return { data: await padContacts(app.db, request.params.padId) };
  });
}
