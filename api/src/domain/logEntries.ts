// One log entry shape for the pad's change log and the user's Activity tab (spec part 2 §3 and part 3 §3
// "Log entry"): id, action_type, user, created_at, entity_type, entity_object, additional, device_info.
// Read from activity_logs aliased `l`, joined through LOG_ENTRY_JOINS; the type is @pads/contracts' LogEntry.
import { roleLabel, type LogChanges, type LogEntry } from '@pads/contracts';
import { sql } from 'drizzle-orm';

// A type, not an interface: db.execute wants a row type with an index signature.
export type LogEntryRow = {
  id: number;
  action: string;
  entity_type: string | null;
  entity_id: number | null;
  pad_id: number | null;
  subject_user_id: number | null;
  changes: unknown;
  details: unknown;
  device: string | null;
  created_at: string;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  email: string | null;
  role: number | null;
  pad_name: string | null;
  subject_username: string | null;
};

export const LOG_ENTRY_SELECT = sql`l.id, l.action, l.entity_type, l.entity_id, l.pad_id, l.subject_user_id, l.changes,
  l.details, coalesce(l.device, l.details ->> 'device') AS device, to_json(l.created_at) #>> '{}' AS created_at,
  a.id AS user_id, a.first_name, a.last_name, a.username, a.email, a.role, p.name AS pad_name,
  su.username AS subject_username`;

export const LOG_ENTRY_JOINS = sql`LEFT JOIN users a ON a.id = l.user_id LEFT JOIN pads p ON p.id = l.pad_id
  LEFT JOIN users su ON su.id = l.entity_id AND l.entity_type = 'user'`;

function entityObject(type: string | null, id: number | null, r: LogEntryRow): LogEntry['entity_object'] {
  if (id === null) return null;
  if (type === 'user') return { id, name: r.subject_username };
  if (type === 'pad') return { id, name: r.pad_name };
  return { id, name: null };
}

export function presentLogEntry(r: LogEntryRow): LogEntry {
  // Entries written with only a pad (older pad actions) are about the pad.
  const entityType = r.entity_type ?? (r.pad_id !== null ? 'pad' : null);
  const entityId = r.entity_id ?? r.pad_id;
  return {
    id: r.id,
    action_type: r.action,
    created_at: r.created_at,
    user:
      r.user_id === null
        ? null
        : {
            id: r.user_id,
            name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username || r.email || '',
            username: r.username ?? '',
            email: r.email ?? '',
            role: r.role ?? 0,
            role_label: roleLabel(r.role),
          },
    entity_type: entityType,
    entity_id: entityId,
    entity_object: entityObject(entityType, entityId, r),
    subject_user_id: r.subject_user_id,
    additional:
      r.changes == null && r.details == null
        ? null
        : { changes: (r.changes ?? null) as LogChanges | null, details: r.details },
    device_info: r.device,
  };
}
