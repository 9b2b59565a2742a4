// /api/admin/dupe-checker…: the duplicate checker. For now only the moderation list's badge count; the
// duplicates issue adds the pairs, their merge and the count's real value.
import type { FastifyInstance } from 'fastify';

export default async function dupeCheckerModule(app: FastifyInstance): Promise<void> {
  app.get(
    '/dupe-checker/dupe-report-count',
    {
      schema: {
        tags: ['dupe-checker'],
        summary: "The number of suspected duplicate pairs (the moderation list's 'Duplicates' badge)",
        description: 'Always 0 until duplicate detection lands.',
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { dupe_count: { type: 'integer' } } } },
          },
        },
      },
    },
    async () => ({ data: { dupe_count: 0 } }),
  );
}
