// Owners of a pad (Admin tab, spec part 2 §4 "Owners", §7): list, add an existing user, create an owner
// contact by e-mail, accept (confirm), mark pending with a reason, send the confirmation e-mail, delete;
// and the owner search by e-mail. Owners are contacts of type 4.
import { createHash, randomBytes } from 'node:crypto';
import {
  acceptOwnerSchema,
  CONTACT_TYPE,
  ownerContactSchema,
  ownerSearchSchema,
  pendingStatusSchema,
  REVISION_STATUS,
  REVISION_TYPE,
} from '@pads/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contacts, revisions } from '../../db/schema.js';
import { diffFields, writeAuditLog } from '../../domain/auditLog.js';
import { createMailer } from '../../domain/mailer.js';
import { idsValidator, positiveIdParams } from '../../domain/routeParams.js';
import { conflict, notFound, validationFailed } from '../../errors.js';
import { errorResponses } from '../../openapi.js';
import { validate } from '../../validation.js';
import {
  findLiveUser,
  findOwnerByEmail,
  findOwnerByUser,
  findPad,
  findUserIdByEmail,
  isOwnerContactOf,
  listOwners,
  lockContact,
  presentOwner,
  searchOwnersByEmail,
  type ContactRow,
} from './repository.js';

const tags = ['pad owners'];
const OWNER_FIELDS = ['user_id', 'name', 'email', 'phone', 'is_claimed', 'is_pending', 'pending_comment'] as const;
const ownerChanges = (before: ContactRow | null, after: ContactRow) =>
  diffFields((before ?? {}) as Record<string, unknown>, after as Record<string, unknown>, OWNER_FIELDS);

export default async function padOwnersModule(app: FastifyInstance): Promise<void> {
  const mailer = createMailer(app.config, (details, message) => app.log.info(details, message));
  const device = (request: FastifyRequest) => request.headers['user-agent'] ?? null;
  const common = { validatorCompiler: idsValidator };
  const log = (
    tx: Parameters<typeof writeAuditLog>[0],
    request: FastifyRequest,
    action: string,
    contact: ContactRow,
    before: ContactRow | null,
    details?: Record<string, unknown>,
  ) =>
    writeAuditLog(tx, {
      userId: request.user!.id,
      action,
      entityType: 'contact',
      entityId: contact.id,
      padId: contact.pad_id,
      subjectUserId: contact.user_id,
      changes: ownerChanges(before, contact),
      details: details ?? null,
      device: device(request),
    });

  const requirePad = async (padId: number) => {
    const pad = await findPad(app.db, padId);
    if (!pad) throw notFound('Pad');
    return pad;
  };

  app.get<{ Params: { id: number } }>(
    '/pads/get-owners/:id',
    {
      ...common,
      schema: {
        tags,
        summary: "A pad's owners (contacts of type 4) and their state",
        params: positiveIdParams('id'),
        response: errorResponses(404, 422),
      },
    },
    async (request) => {
      await requirePad(request.params.id);
      return { data: await listOwners(app.db, request.params.id) };
    },
  );

  app.patch<{ Params: { id: number; userId: number } }>(
    '/pads/add-owner/:id/:userId',
    {
      ...common,
      schema: {
        tags,
        summary: 'Add an existing user as an (unclaimed) owner of the pad',
        params: positiveIdParams('id', 'userId'),
        response: errorResponses(404, 409, 422),
      },
    },
    async (request) => {
      const { id: padId, userId } = request.params;
      await requirePad(padId);
      const user = await findLiveUser(app.db, userId);
      if (!user) throw notFound('User');
      const owner = await app.db.transaction(async (tx) => {
        if (await findOwnerByUser(tx, padId, userId)) throw conflict('This user is already an owner of the pad.');
        const [row] = await tx
          .insert(contacts)
          .values({
            pad_id: padId,
            user_id: userId,
            name: `${user.first_name} ${user.last_name}`.trim() || user.username,
            email: user.email,
            phone: null,
            contact_type_id: CONTACT_TYPE.Owner,
          })
          .returning();
        await log(tx, request, 'owner_added', row!, null);
        return row!;
      });
      return { data: presentOwner(owner, { id: user.id, username: user.username, role: user.role }) };
    },
  );

  app.patch(
    '/pads/accept-owner',
    {
      ...common,
      schema: {
        tags,
        summary: 'Confirm an owner: the contact becomes claimed by the user (and their pending claim is accepted)',
        body: {
          type: 'object',
          properties: { pad_id: { type: 'integer' }, user_id: { type: 'integer' }, contact_id: { type: 'integer' } },
          required: ['pad_id', 'user_id', 'contact_id'],
        },
        response: errorResponses(404, 409, 422),
      },
    },
    async (request) => {
      const body = await validate(acceptOwnerSchema, request.body);
      const user = await findLiveUser(app.db, body.user_id);
      if (!user) throw notFound('User');
      const owner = await app.db.transaction(async (tx) => {
        const before = await lockContact(tx, body.pad_id, body.contact_id);
        if (!before || before.contact_type_id !== CONTACT_TYPE.Owner) throw notFound('Owner');
        if (before.is_claimed) throw conflict('This owner is already confirmed.');
        // The contact says who the owner is: the user sent must be that person (their account, or for an
        // owner added by e-mail, the account with that e-mail), so a stale screen or a crafted call cannot
        // hand the pad to someone else.
        if (!isOwnerContactOf(before, user)) {
          throw validationFailed({ user_id: ['This owner is not that user: accept the owner shown on the pad.'] });
        }
        const [after] = await tx
          .update(contacts)
          .set({ user_id: user.id, is_claimed: true, is_pending: false, pending_comment: null, updated_at: new Date() })
          .where(eq(contacts.id, before.id))
          .returning();
        // The user's claim on this pad is what the admin just confirmed.
        const claims = await tx
          .update(revisions)
          .set({
            status: REVISION_STATUS.Accepted,
            resolved_by: request.user!.id,
            resolved_at: new Date(),
            updated_at: new Date(),
          })
          .where(
            and(
              eq(revisions.pad_id, body.pad_id),
              eq(revisions.user_id, user.id),
              eq(revisions.type, REVISION_TYPE.Claim),
              eq(revisions.status, REVISION_STATUS.Pending),
            ),
          )
          .returning({ id: revisions.id });
        await log(
          tx,
          request,
          'owner_accepted',
          after!,
          before,
          claims.length ? { accepted_claims: claims.map((c) => c.id) } : undefined,
        );
        return after!;
      });
      return { data: presentOwner(owner, { id: user.id, username: user.username, role: user.role }) };
    },
  );

  app.post(
    '/pads/add-owner-contact-by-email',
    {
      ...common,
      schema: {
        tags,
        summary: 'Create an owner contact from an e-mail with no matching user (contact type 4); returns its id',
        body: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            email: { type: 'string' },
            phone: { type: 'string' },
            contact_type_id: { type: 'integer', enum: [CONTACT_TYPE.Owner] },
            pad_id: { type: 'integer' },
          },
          required: ['email', 'pad_id'],
        },
        response: errorResponses(404, 422),
      },
    },
    async (request, reply) => {
      const body = await validate(ownerContactSchema, request.body);
      await requirePad(body.pad_id);
      const owner = await app.db.transaction(async (tx) => {
        if (await findOwnerByEmail(tx, body.pad_id, body.email))
          throw validationFailed({ email: ['This e-mail is already an owner of the pad.'] });
        const [row] = await tx
          .insert(contacts)
          .values({
            pad_id: body.pad_id,
            // An account with this e-mail may exist already (e.g. created since the search): link it.
            user_id: await findUserIdByEmail(tx, body.email),
            name: body.name || null,
            email: body.email,
            phone: body.phone || null,
            contact_type_id: CONTACT_TYPE.Owner,
          })
          .returning();
        await log(tx, request, 'owner_added', row!, null);
        return row!;
      });
      return reply.code(201).send({ id: owner.id, data: presentOwner(owner) });
    },
  );

  app.get<{ Querystring: { email?: string } }>(
    '/users/search-owner-by-email',
    {
      ...common,
      schema: {
        tags,
        summary: 'Users (pilots and owners) whose e-mail contains the text (from 3 characters; at most 10)',
        querystring: { type: 'object', properties: { email: { type: 'string' } } },
        response: errorResponses(422),
      },
    },
    async (request) => {
      const { email } = await validate(ownerSearchSchema, request.query);
      return { data: await searchOwnersByEmail(app.db, email) };
    },
  );

  app.put<{ Params: { padId: number; contactId: number } }>(
    '/contacts/update-pending-status/:padId/:contactId',
    {
      ...common,
      schema: {
        tags,
        summary:
          'Mark an unclaimed owner pending with a reason, or (is_confirmation: true) send the confirmation e-mail',
        params: positiveIdParams('padId', 'contactId'),
        body: { type: 'object', properties: { comment: { type: 'string' }, is_confirmation: { type: 'boolean' } } },
        response: errorResponses(404, 409, 422),
      },
    },
    async (request) => {
      const body = await validate(pendingStatusSchema, request.body);
      const { padId, contactId } = request.params;
      const pad = await requirePad(padId);
      const result = await app.db.transaction(async (tx) => {
        const before = await lockContact(tx, padId, contactId);
        if (!before || before.contact_type_id !== CONTACT_TYPE.Owner) throw notFound('Owner');
        if (before.is_claimed) throw conflict('This owner is already confirmed.');
        if (!body.is_confirmation) {
          const [after] = await tx
            .update(contacts)
            .set({ is_pending: true, pending_comment: body.comment, updated_at: new Date() })
            .where(eq(contacts.id, before.id))
            .returning();
          await log(tx, request, 'owner_marked_pending', after!, before);
          return { owner: after!, mail: null };
        }
        if (!before.email) throw validationFailed({ email: ['This owner has no e-mail address.'] });
        const token = randomBytes(32).toString('base64url');
        const [after] = await tx
          .update(contacts)
          .set({
            confirmation_token_hash: createHash('sha256').update(token).digest('hex'),
            confirmation_sent_at: new Date(),
            updated_at: new Date(),
          })
          .where(eq(contacts.id, before.id))
          .returning();
        const link = `${app.config.appUrl.replace(/\/+$/, '')}/owners/confirm?contact=${before.id}&token=${token}`;
        await log(tx, request, 'owner_confirmation_sent', after!, before, { to: before.email });
        // Inside the transaction: a message that cannot be sent leaves nothing recorded as sent.
        const sent = await mailer.send({
          to: before.email,
          subject: `Confirm you own ${pad.name}`,
          text:
            `Hello${before.name ? ` ${before.name}` : ''},\n\nyou are listed as an owner of ${pad.name}. ` +
            `Open this link in the Pads app to confirm it:\n\n${link}\n\nIf this is not you, ignore this e-mail.\n`,
          html:
            `<p>Hello${before.name ? ` ${escapeHtml(before.name)}` : ''},</p><p>you are listed as an owner of ${escapeHtml(pad.name)}. ` +
            `Open this link in the Pads app to confirm it:</p><p><a href="${link}">${link}</a></p>`,
        });
        return { owner: after!, mail: { to: before.email, file: sent.file } };
      });
      return {
        message: body.is_confirmation ? 'Confirmation e-mail sent' : 'Update Saved!',
        data: presentOwner(result.owner),
        ...(result.mail ? { mail: { to: result.mail.to } } : {}),
      };
    },
  );

  const deleteContact = async (
    request: FastifyRequest<{ Params: { padId: number; contactId: number; typeId?: number } }>,
  ) => {
    const { padId, contactId, typeId } = request.params;
    await app.db.transaction(async (tx) => {
      const before = await lockContact(tx, padId, contactId);
      if (!before || (typeId !== undefined && before.contact_type_id !== typeId)) throw notFound('Contact');
      await tx.delete(contacts).where(eq(contacts.id, before.id));
      await writeAuditLog(tx, {
        userId: request.user!.id,
        action: 'contact_deleted',
        entityType: 'contact',
        entityId: before.id,
        padId,
        subjectUserId: before.user_id,
        changes: diffFields(before as Record<string, unknown>, {}, OWNER_FIELDS),
        details: { contact_type_id: before.contact_type_id },
        device: device(request),
      });
    });
    return { message: 'Done!', data: { id: contactId } };
  };
  const deleteSchema = (...params: string[]) => ({
    tags,
    summary: 'Delete a contact of the pad (an owner is rejected or removed this way); the type, when given, must match',
    params: positiveIdParams(...params),
    response: errorResponses(404, 422),
  });
  app.delete('/contacts/:padId/:contactId', { ...common, schema: deleteSchema('padId', 'contactId') }, deleteContact);
  app.delete(
    '/contacts/:padId/:contactId/:typeId',
    { ...common, schema: deleteSchema('padId', 'contactId', 'typeId') },
    deleteContact,
  );
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
