// Pad flags the detail page shows, as SQL on the outer "pads" row. Simple readings until the revisions
// area exports its own (docs/decisions.md, "Pad detail"): the lead reconciles them.
import { sql, type SQL } from 'drizzle-orm';
import { pads } from '../db/schema.js';

/** A contact of type 1 or 4 with an e-mail or phone: pilots can reach the pad. */
export const padIsContactable: SQL = sql`EXISTS (SELECT 1 FROM contacts ct WHERE ct.pad_id = ${pads.id}
  AND ct.contact_type_id IN (1, 4) AND (coalesce(ct.email, '') <> '' OR coalesce(ct.phone, '') <> ''))`;

/** Something waits for an admin on the Admin tab: an owner contact nobody has claimed yet. */
export const padHasResolvableActions: SQL = sql`EXISTS (SELECT 1 FROM contacts ro WHERE ro.pad_id = ${pads.id}
  AND ro.contact_type_id = 4 AND NOT ro.is_claimed)`;

/** A claim link may be sent: unmoderated, live, not private, and a contact with an e-mail to send it to. */
export const padCanSendModeration: SQL = sql`(${pads.status_id} = 1 AND ${pads.deleted_at} IS NULL
  AND ${pads.user_id} IS NULL AND EXISTS (SELECT 1 FROM contacts ce WHERE ce.pad_id = ${pads.id}
  AND coalesce(ce.email, '') <> ''))`;
