// Pad flags the detail page shows, as SQL on the outer "pads" row. `resolvable_actions` and
// `can_send_moderation` come from the revision model (domain/revisions.ts).
import { CONTACT_TYPE } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { pads } from '../db/schema.js';

/** A contact of type 1 or 4 with an e-mail or phone: pilots can reach the pad. */
export const padIsContactable: SQL = sql`EXISTS (SELECT 1 FROM contacts ct WHERE ct.pad_id = ${pads.id}
  AND ct.contact_type_id IN (${CONTACT_TYPE.PadContact}, ${CONTACT_TYPE.Owner}) AND (coalesce(ct.email, '') <> '' OR coalesce(ct.phone, '') <> ''))`;
