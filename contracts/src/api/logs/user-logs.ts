// /api/admin/logs/user-logs/:id: a user's Activity tab, their own actions and admin writes that touched them,
// newest first, 25 a page.
import { Type, type Static } from 'typebox';
import { ListMeta } from '../lists.ts';
import { LogEntry } from './logEntry.ts';
import { errorResponses, IdParams } from '../common.ts';

export const UserLogPage = Type.Object({ data: Type.Array(LogEntry), meta: ListMeta });
export type UserLogPage = Static<typeof UserLogPage>;

export const PageQuery = Type.Object({ page: Type.Optional(Type.String({ description: 'Page from 1.' })) });

export const userLogsSchemas = {
  list: {
    tags: ['users', 'logs'],
    summary: "A user's activity: their own actions and admin writes that touched them, newest first, 25 a page",
    params: IdParams,
    querystring: PageQuery,
    response: { 200: UserLogPage, ...errorResponses(401, 403, 404, 422) },
  },
};
