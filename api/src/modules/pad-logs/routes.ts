// GET /api/admin/logs/pad-logs/{id}?page: the change-log timeline of the pad detail page.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { pads } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { pageParamDoc, pagingOf } from '../../lists/index.js';
import { errorResponses } from '../../openapi.js';
import { padLogs } from './repository.js';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export default async function padLogsModule(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: number } }>(
    '/logs/pad-logs/:id',
    {
      schema: {
        tags: ['pad detail'],
        summary: 'The change log of a pad, newest first, 25 a page (meta.per_page, meta.total)',
        params: { type: 'object', properties: { id }, required: ['id'] },
        querystring: { type: 'object', properties: { page: pageParamDoc } },
        response: errorResponses(401, 403, 404, 422),
      },
    },
    async (request) => {
      const { page } = pagingOf(request.query);
      const [pad] = await app.db.select({ id: pads.id }).from(pads).where(eq(pads.id, request.params.id));
      if (!pad) throw notFound('Pad');
      return padLogs(app.db, pad.id, page);
    },
  );
}
