// /api/admin/logs/user-logs/:id: a user's Activity tab, their own actions and admin writes that touched them,
// newest first, 25 a page.
import { Type, type Static } from 'typebox';
import { DateTime, NamedRef, Nullable } from '../common.ts';
import { ListMeta } from '../lists.ts';
import { FieldChanges, LogDetails } from '../logs.ts';

export const UserLogEntry = Type.Object({
  id: Type.Integer(),
  action_type: Type.String(),
  created_at: DateTime,
  user: Nullable(
    Type.Object({
      id: Type.Integer(),
      first_name: Type.String(),
      last_name: Type.String(),
      username: Type.String(),
      role: Type.Integer(),
    }),
  ),
  entity_type: Nullable(Type.String()),
  entity_id: Nullable(Type.Integer()),
  /** The pad or user the entry is about, named. */
  entity_object: Nullable(NamedRef),
  subject_user_id: Nullable(Type.Integer()),
  additional: Nullable(Type.Object({ changes: Nullable(FieldChanges), details: LogDetails })),
  device: Nullable(Type.String()),
});
export type UserLogEntry = Static<typeof UserLogEntry>;

export const UserLogPage = Type.Object({ data: Type.Array(UserLogEntry), meta: ListMeta });
export type UserLogPage = Static<typeof UserLogPage>;

export const PageQuery = Type.Object({ page: Type.Optional(Type.String({ description: 'Page from 1.' })) });
