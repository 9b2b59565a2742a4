// Owners of a pad (Admin tab, spec part 2 §4 "Owners", §7): list, add an existing user, create an owner
// contact by e-mail, accept (confirm). Marking pending, the confirmation e-mail and deleting are the
// contact calls (modules/contacts); the owner search by e-mail is the users' (modules/users/owner-search).
import { actorOf } from '../../../domain/actor.js';
import { acceptOwnerSchema, ownerContactSchema } from '@pads/contracts';
import { findPad, presentOwner } from '../../../domain/ownerContacts.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { notFound } from '../../../errors.js';
import { validate } from '../../../validation.js';
import { acceptOwner, addOwnerContact, addUserAsOwner, findLiveUser, listOwners } from './repository.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints, route } from '../../../endpoints.js';

const { padOwners } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const common = { validatorCompiler: idsValidator };

  const requirePad = async (padId: number) => {
    const pad = await findPad(app.db, padId);
    if (!pad) throw notFound('Pad');
    return pad;
  };
  const requireLiveUser = async (userId: number) => {
    const user = await findLiveUser(app.db, userId);
    if (!user) throw notFound('User');
    return user;
  };

  route(app, padOwners.list, common, async (request) => {
    await requirePad(request.params.id);
    return { data: await listOwners(app.db, request.params.id) };
  });

  route(app, padOwners.add, common, async (request) => {
    const { id: padId, userId } = request.params;
    await requirePad(padId);
    const user = await requireLiveUser(userId);
    const owner = await addUserAsOwner(app.db, padId, user, actorOf(request));
    return { data: presentOwner(owner, { id: user.id, username: user.username, role: user.role }) };
  });

  route(app, padOwners.accept, common, async (request) => {
    const body = await validate(acceptOwnerSchema, request.body);
    const user = await requireLiveUser(body.user_id);
    const owner = await acceptOwner(app.db, { padId: body.pad_id, contactId: body.contact_id }, user, actorOf(request));
    return { data: presentOwner(owner, { id: user.id, username: user.username, role: user.role }) };
  });

  route(app, padOwners.addContact, common, async (request, reply) => {
    const body = await validate(ownerContactSchema, request.body);
    await requirePad(body.pad_id);
    const owner = await addOwnerContact(app.db, body, actorOf(request));
    return reply.code(201).send({ id: owner.id, data: presentOwner(owner) });
  });
}
