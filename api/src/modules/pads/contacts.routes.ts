// PUT /api/pads/set-primary-contact/{padId}/{contactId}/{contactTypeId}. Under /api (the spec's path) but
// admin-only: this scope demands an admin.
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { CONTACT_TYPE, isPrimaryCandidate, PAD_ACTION_MESSAGES, primaryContactRefusal } from '@pads/contracts';
import { contacts } from '../../db/schema.js';
import { writePad } from '../../domain/padWrites.js';
import { AppError, notFound } from '../../errors.js';
import { errorResponses } from '../../openapi.js';
import { padActionFacts } from './state.repository.js';
import { primaryContactParams, padTags } from './detail.schemas.js';

const refused = (message: string) => new AppError(422, 'validation_failed', message, { _: [message] });

export default async function padContactRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  app.put<{ Params: { padId: number; contactId: number; contactTypeId: number } }>(
    '/pads/set-primary-contact/:padId/:contactId/:contactTypeId',
    {
      schema: {
        tags: padTags,
        summary: "Make a contact of type 1 or 4 with an e-mail or phone the pad's primary contact",
        params: primaryContactParams,
        response: errorResponses(401, 403, 404, 409, 422),
      },
    },
    async (request) => {
      const { padId, contactId, contactTypeId } = request.params;
      await writePad(
        app.db,
        { padId, userId: request.user!.id, bumpVersion: false, device: request.headers['user-agent'] },
        async (tx, pad) => {
          const message = primaryContactRefusal(await padActionFacts(tx, pad));
          if (message) throw refused(message);
          const list = await tx.select().from(contacts).where(eq(contacts.pad_id, padId));
          const contact = list.find((c) => c.id === contactId);
          if (!contact) throw notFound('Contact');
          if (contact.contact_type_id !== contactTypeId) throw refused('The contact type does not match the contact.');
          if (!isPrimaryCandidate(contact)) throw refused(PAD_ACTION_MESSAGES.primaryContactNone);
          const before = list.find((c) => c.is_primary)?.id ?? null;
          await tx
            .update(contacts)
            .set({ is_primary: sql`${contacts.id} = ${contactId}` })
            .where(eq(contacts.pad_id, padId));
          return {
            action: 'primary_contact_changed',
            entityType: 'contact',
            entityId: contactId,
            changes: { primary_contact_id: { before, after: contactId } },
            result: null,
          };
        },
        () => notFound('Pad'),
      );
      const rows = await app.db.select().from(contacts).where(eq(contacts.pad_id, padId)).orderBy(contacts.id);
      return { data: rows.filter((c) => c.contact_type_id !== CONTACT_TYPE.Operator) };
    },
  );
}
