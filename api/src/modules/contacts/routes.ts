// Everything under /admin/contacts (spec part 2 §4 "Owners", §7; part 3 §7): an owner marked pending with a
// reason or sent the confirmation e-mail, and a contact deleted (an owner rejected or removed).
import { actorOf } from '../../domain/actor.js';
import { pendingStatusSchema } from '@pads/contracts';
import type { FastifyRequest } from 'fastify';
import { createMailer } from '../../domain/mailer.js';
import { findPad, presentOwner } from '../../domain/ownerContacts.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import { validate } from '../../validation.js';
import { deleteContact, markOwnerPending, sendOwnerConfirmation } from './repository.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints, route } from '../../endpoints.js';

const { contacts } = endpoints;

type ContactParams = { padId: number; contactId: number; typeId?: number };

export async function adminRoutes(app: AppInstance): Promise<void> {
  const mailer = createMailer(app.config, (details, message) => app.log.info(details, message));
  const common = { validatorCompiler: idsValidator };

  route(app, contacts.pendingStatus, common, async (request) => {
    const body = await validate(pendingStatusSchema, request.body);
    const { padId, contactId } = request.params;
    const pad = await findPad(app.db, padId);
    if (!pad) throw notFound('Pad');
    if (!body.is_confirmation) {
      const owner = await markOwnerPending(app.db, { padId, contactId }, body.comment, actorOf(request));
      return { message: 'Update Saved!', data: presentOwner(owner) };
    }
    const sent = await sendOwnerConfirmation(
      app.db,
      mailer,
      { pad, contactId, appUrl: app.config.appUrl },
      actorOf(request),
    );
    return { message: 'Confirmation e-mail sent', data: presentOwner(sent.owner), mail: { to: sent.to } };
  });

  const remove = async (request: FastifyRequest, params: ContactParams) => {
    await deleteContact(app.db, params, actorOf(request));
    return { message: 'Done!', data: { id: params.contactId } };
  };
  route(app, contacts.remove, common, (request) => remove(request, request.params));
  route(app, contacts.removeOfType, common, (request) => remove(request, request.params));
}
