// /api/admin/logs/pad-logs/:id: the change log of a pad, newest first, 25 a page.
import { Type, type Static } from 'typebox';
import { Nullable } from '../common.ts';
import { FieldChanges, LogDetails } from '../logs.ts';

export const PadLogEntry = Type.Object({
  id: Type.Integer(),
  action_type: Type.String(),
  entity_type: Nullable(Type.String()),
  entity_object: Type.Object({ id: Nullable(Type.Integer()), changes: Nullable(FieldChanges) }),
  additional: LogDetails,
  device_info: Nullable(Type.String()),
  created_at: Type.String(),
  user: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      email: Type.String(),
      role: Type.Integer(),
      role_label: Type.String(),
    }),
  ),
});
export type PadLogEntry = Static<typeof PadLogEntry>;

export const PadLogPage = Type.Object({
  data: Type.Array(PadLogEntry),
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
