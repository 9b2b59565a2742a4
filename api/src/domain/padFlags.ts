// Pad flags the detail page shows, as SQL on the outer "pads" row. `resolvable_actions` and
// `can_send_moderation` come from the revision model (domain/revisions.ts).
import { CONTACT_TYPE, REVISION_STATUS } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { pads } from '../db/schema.js';

/** A contact of type 1 or 4 with an e-mail or phone: pilots can reach the pad. */
export const padIsContactable: SQL = sql`EXISTS (SELECT 1 FROM contacts ct WHERE ct.pad_id = ${pads.id}
  AND ct.contact_type_id IN (${CONTACT_TYPE.PadContact}, ${CONTACT_TYPE.Owner}) AND (coalesce(ct.email, '') <> '' OR coalesce(ct.phone, '') <> ''))`;

/**
 * A pending revision of the pad whose submitter cannot be asked about it: the account is gone (deleted,
 * so the revision's user is null), archived, or deleted by its owner
 * (docs/decisions/0093-pad-detail-fields-and-private-submitter.md).
 */
export const hasUncontactableRevision: SQL = sql`EXISTS (SELECT 1 FROM revisions ur
  LEFT JOIN users ru ON ru.id = ur.user_id
  WHERE ur.pad_id = ${pads.id} AND ur.status = ${REVISION_STATUS.Pending}
    AND (ru.id IS NULL OR ru.deleted_at IS NOT NULL OR ru.is_deleted_account))`;
