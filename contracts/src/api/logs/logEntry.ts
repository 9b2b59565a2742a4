// One log entry shape for the pad's change log (/admin/logs/pad-logs/{id}) and the user's Activity tab
// (/admin/logs/user-logs/{id}) (spec part 2 §3, part 3 §3 "Log entry"); api/src/domain/logEntries.ts builds it.
import { Type, type Static } from 'typebox';
import { DateTime, Nullable } from '../common.ts';
import { FieldChanges } from '../logs.ts';

export const LogEntry = Type.Object({
  id: Type.Integer(),
  action_type: Type.String(),
  created_at: DateTime,
  user: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      username: Type.String(),
      email: Type.String(),
      role: Type.Integer(),
      role_label: Type.String(),
    }),
  ),
  entity_type: Nullable(Type.String()),
  entity_id: Nullable(Type.Integer()),
  /** The entity the entry is about, named: a pad (its name), a user (the username); other entities by id. */
  entity_object: Nullable(Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) })),
  subject_user_id: Nullable(Type.Integer()),
  /** What changed and the action's details. */
  additional: Nullable(Type.Object({ changes: Nullable(FieldChanges), details: Type.Unknown() })),
  device_info: Nullable(Type.String()),
});
export type LogEntry = Static<typeof LogEntry>;
