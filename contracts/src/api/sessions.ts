// /api/admin/sessions: the signed-in admin's own sessions, for the admin profile's 'Active sessions'.
import { Type, type Static } from 'typebox';
import { Data, errorResponses, IdParams, NoContent, Nullable } from './common.ts';

export const AdminSession = Type.Object({
  id: Type.Integer(),
  device: Type.String({ description: 'Browser and system, read from the User-Agent at sign-in' }),
  user_agent: Nullable(Type.String()),
  ip: Nullable(Type.String({ description: 'The address the session signed in from' })),
  created_at: Type.String({ format: 'date-time', description: 'Signed in at' }),
  last_used_at: Type.String({ format: 'date-time', description: 'Last request (recorded to the minute)' }),
  expires_at: Type.String({ format: 'date-time', description: 'The session ends by then at the latest' }),
  current: Type.Boolean({ description: 'The session making this request' }),
});
export type AdminSession = Static<typeof AdminSession>;

export const AdminSessionsReply = Data(Type.Array(AdminSession));
export type AdminSessionsReply = Static<typeof AdminSessionsReply>;

/** POST /admin/sessions/end-others: how many sessions ended. */
export const EndedSessionsReply = Data(Type.Object({ ended: Type.Integer() }));
export type EndedSessionsReply = Static<typeof EndedSessionsReply>;

const tags = ['sessions'];

export const sessionsSchemas = {
  list: {
    tags,
    summary: "The signed-in admin's live sessions, most recently used first",
    response: { 200: AdminSessionsReply, ...errorResponses(401, 403) },
  },
  end: {
    tags,
    summary: "End one of the signed-in admin's sessions (the current one signs out)",
    params: IdParams,
    response: { 204: { ...NoContent, description: 'Ended' }, ...errorResponses(401, 403, 404, 422) },
  },
  endOthers: {
    tags,
    summary: 'End every session of the signed-in admin but the current one',
    response: { 200: EndedSessionsReply, ...errorResponses(401, 403) },
  },
};
