// Internal notes on a pad (Admin tab): list, add, edit, delete. Any admin may edit or delete any note
// (they are the team's notes, not private ones); every write is logged with the pad.
import { idsValidator, positiveIdParams } from '../../../domain/routeParams.js';
import { padNoteSchema } from '@pads/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { padNotes, pads } from '../../../db/schema.js';
import { diffFields, writeAuditLog } from '../../../domain/auditLog.js';
import { findPadNote, listPadNotes } from '../../../domain/padNotes.js';
import { notFound } from '../../../errors.js';
import { errorResponses } from '../../../openapi.js';
import { validate } from '../../../validation.js';

const tags = ['pad notes'];
const noteBody = { type: 'object', properties: { note: { type: 'string' } }, required: ['note'] } as const;
type IdParams = { id: number };

export default async function padNotesModule(app: FastifyInstance): Promise<void> {
  const device = (request: FastifyRequest) => request.headers['user-agent'] ?? null;
  const common = { validatorCompiler: idsValidator };

  const requirePad = async (padId: number) => {
    const [pad] = await app.db.select({ id: pads.id }).from(pads).where(eq(pads.id, padId)).limit(1);
    if (!pad) throw notFound('Pad');
  };

  app.get<{ Params: IdParams }>(
    '/pads/get-notes/:id',
    {
      ...common,
      schema: {
        tags,
        summary: "A pad's notes, newest first, with their authors",
        params: positiveIdParams('id'),
        response: errorResponses(404, 422),
      },
    },
    async (request) => {
      await requirePad(request.params.id);
      return { data: await listPadNotes(app.db, request.params.id) };
    },
  );

  app.post<{ Params: IdParams }>(
    '/pads/add-note/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Add a note to a pad',
        params: positiveIdParams('id'),
        body: noteBody,
        response: errorResponses(404, 422),
      },
    },
    async (request, reply) => {
      const { note } = await validate(padNoteSchema, request.body);
      await requirePad(request.params.id);
      const id = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(padNotes)
          .values({ pad_id: request.params.id, user_id: request.user!.id, body: note })
          .returning();
        await writeAuditLog(tx, {
          userId: request.user!.id,
          action: 'pad_note_added',
          entityType: 'note',
          entityId: row!.id,
          padId: row!.pad_id,
          changes: { body: { before: null, after: note } },
          device: device(request),
        });
        return row!.id;
      });
      return reply.code(201).send({ data: await findPadNote(app.db, id) });
    },
  );

  app.put<{ Params: IdParams }>(
    '/pads/update-note/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Edit a note (by note id)',
        params: positiveIdParams('id'),
        body: noteBody,
        response: errorResponses(404, 422),
      },
    },
    async (request) => {
      const { note } = await validate(padNoteSchema, request.body);
      await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(padNotes).where(eq(padNotes.id, request.params.id)).for('update');
        if (!before) throw notFound('Note');
        await tx.update(padNotes).set({ body: note, updated_at: new Date() }).where(eq(padNotes.id, before.id));
        await writeAuditLog(tx, {
          userId: request.user!.id,
          action: 'pad_note_updated',
          entityType: 'note',
          entityId: before.id,
          padId: before.pad_id,
          changes: diffFields({ body: before.body }, { body: note }),
          device: device(request),
        });
      });
      return { data: await findPadNote(app.db, request.params.id) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/pads/delete-note/:id',
    {
      ...common,
      schema: {
        tags,
        summary: 'Delete a note (by note id)',
        params: positiveIdParams('id'),
        response: errorResponses(404, 422),
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const [row] = await tx.delete(padNotes).where(eq(padNotes.id, request.params.id)).returning();
        if (!row) throw notFound('Note');
        await writeAuditLog(tx, {
          userId: request.user!.id,
          action: 'pad_note_deleted',
          entityType: 'note',
          entityId: row.id,
          padId: row.pad_id,
          changes: { body: { before: row.body, after: null } },
          device: device(request),
        });
      });
      return { message: 'Done!', data: { id: request.params.id } };
    },
  );
}
