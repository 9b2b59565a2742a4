// /api/admin/logs/pad-logs/:id: the change log of a pad, newest first, 25 a page.
import { Type, type Static } from 'typebox';
import { LogEntry } from './logEntry.ts';
import { errorResponses } from '../common.ts';
import { PadIdParams } from '../pads/detail.ts';

export const PadLogPage = Type.Object({
  data: Type.Array(LogEntry),
  meta: Type.Object({
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
    last_page: Type.Integer(),
  }),
});
export type PadLogPage = Static<typeof PadLogPage>;

/** `page` as text: the API's one paging rule (a whole number from 1 to 1000000), not ajv's coercion, judges it. */
export const PadLogsQuery = Type.Object({
  page: Type.Optional(Type.String({ description: 'Page from 1 to 1000000 (default 1).' })),
});

export const padLogsSchemas = {
  list: {
    tags: ['pad detail'],
    summary: 'The change log of a pad, newest first, 25 a page (meta.per_page, meta.total)',
    params: PadIdParams,
    querystring: PadLogsQuery,
    response: { 200: PadLogPage, ...errorResponses(401, 403, 404, 422) },
  },
};
