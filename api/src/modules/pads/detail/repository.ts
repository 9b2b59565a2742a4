// GET /api/admin/pads/{id}: the pad with everything the detail page shows, read as one JSON value in one
// statement (a dozen small correlated subqueries on indexed pad_id columns).
import type { PadDetail, PadUpload } from '@pads/contracts/api';
import { CONTACT_TYPE, isEditableContactType } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import { pads } from '../../../db/schema.js';
import { userIsPremium } from '../../../domain/definitions.js';
import { hasUncontactableRevision, padIsContactable } from '../../../domain/padFlags.js';
import { noteAuthorName } from '../../../domain/padNotes.js';
import { canSendModerationSql, resolvableActionsSql } from '../../../domain/revisions.js';
import { commentsCountOf } from '../../../domain/reviews.js';
import { isLastWriterEntry } from '../../../domain/undo.js';
import type { DbOrTx } from '../../../domain/auditLog.js';
import { fileUrl } from '../../../storage/index.js';

/** A photo as the statement reads it: its storage keys, which the answer turns into URLs. */
type StoredUpload = Omit<PadUpload, 'file_url' | 'thumb_url'> & { file_key: string; thumb_key: string | null };

/** The statement's JSON: the detail before the contacts are split, the photos grouped and the rating a number. */
type DetailRow = Omit<PadDetail, 'uploads' | 'editable_contacts' | 'pad_social'> & {
  uploads: StoredUpload[] | null;
  pad_social: Omit<PadDetail['pad_social'], 'trip_advisor_rating'> & { trip_advisor_rating: string | null };
};

const padId = sql`"pads".id`;

const contactJson = sql`json_build_object('id', c.id, 'name', c.name, 'email', c.email, 'phone', c.phone,
  'contact_type_id', c.contact_type_id, 'is_primary', c.is_primary, 'is_claimed', c.is_claimed,
  'user_id', c.user_id, 'pad_id', c.pad_id,
  'is_premium', coalesce((SELECT ${userIsPremium} FROM users WHERE users.id = c.user_id), false))`;

export const detailStatement = (id: number) => sql`
SELECT json_build_object(
  'id', "pads".id, 'name', "pads".name, 'category_id', "pads".category_id, 'status_id', "pads".status_id,
  'category', (SELECT json_build_object('id', cat.id, 'name', cat.name) FROM categories cat WHERE cat.id = "pads".category_id),
  'status', (SELECT json_build_object('id', st.id, 'name', st.name) FROM statuses st WHERE st.id = "pads".status_id),
  'deleted_at', "pads".deleted_at, 'archive_reason', "pads".archive_reason,
  'is_private', "pads".user_id IS NOT NULL, 'private_user_id', "pads".user_id,
  'is_added_to_purgatory', "pads".is_added_to_purgatory, 'is_phonable', "pads".is_phonable,
  'has_invalid_phone', (NOT "pads".is_phonable AND "pads".status_id = 3 AND "pads".is_landing_permitted),
  'is_landing_permitted', "pads".is_landing_permitted, 'is_contactable', ${padIsContactable},
  'has_uncontactable_revision', ${hasUncontactableRevision}, 'is_pads_recommended_admin', "pads".is_pads_recommended_admin,
  'is_recommended', EXISTS (SELECT 1 FROM contacts rc JOIN users ON users.id = rc.user_id
     WHERE rc.pad_id = "pads".id AND rc.contact_type_id = ${CONTACT_TYPE.Owner} AND ${userIsPremium}),
  'can_send_moderation', ${canSendModerationSql(padId)}, 'duplicated_pad_id', "pads".duplicated_pad_id,
  'is_landing_advice_displayed', "pads".is_landing_advice_displayed, 'landing_advice', "pads".landing_advice,
  'site_information', "pads".site_information,
  'landing_fees', (SELECT json_build_object('id', lf.id, 'name', lf.name) FROM landing_fees lf WHERE lf.id = "pads".landing_fee_id),
  'landing_fee_id', "pads".landing_fee_id, 'icao', "pads".icao, 'hisc', "pads".hisc, 'is_api_accessible', "pads".is_api_accessible,
  'is_owned', EXISTS (SELECT 1 FROM contacts oc WHERE oc.pad_id = "pads".id AND oc.contact_type_id = ${CONTACT_TYPE.Owner} AND oc.is_claimed),
  'survey_id', "pads".survey_id, 'survey_progress_percentage', (SELECT sv.progress FROM surveys sv WHERE sv.pad_id = "pads".id), 'comments_count', ${commentsCountOf(sql`"pads".id`)},
  'resolvable_actions', ${resolvableActionsSql(padId)},
  'created_at', "pads".created_at, 'updated_at', "pads".updated_at, 'version', "pads".version,
  'updated_by', (SELECT json_build_object('id', lu.id, 'email', lu.email) FROM activity_logs l
     JOIN users lu ON lu.id = l.user_id WHERE l.pad_id = "pads".id AND ${isLastWriterEntry('l')}
     ORDER BY l.created_at DESC, l.id DESC LIMIT 1),
  'submitter_user_id', "pads".submitter_user_id,
  'submitters', coalesce((SELECT json_agg(json_build_object('id', su.id, 'user_id', su.id, 'email', su.email,
     'name', trim(su.first_name || ' ' || su.last_name), 'is_submitter_pilot', su.role = 2) ORDER BY su.id)
     FROM users su WHERE su.id IN (SELECT "pads".submitter_user_id
        UNION SELECT sc.user_id FROM contacts sc WHERE sc.pad_id = "pads".id AND sc.contact_type_id = ${CONTACT_TYPE.Submitter})), '[]'),
  'location', json_build_object('latitude', "pads".latitude, 'longitude', "pads".longitude, 'name', "pads".address,
     'address', "pads".address, 'country', "pads".country, 'country_short', "pads".country_code, 'country_code', "pads".country_code,
     'county', "pads".county, 'region', "pads".region, 'region_id', "pads".region_id, 'is_address_split', "pads".is_address_split),
  'pad_social', json_build_object('website', "pads".website, 'twitter_handle', "pads".twitter_handle,
     'trip_advisor_rating', "pads".trip_advisor_rating),
  'tags', coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.name)
     FROM pad_tags pt JOIN tags t ON t.id = pt.tag_id WHERE pt.pad_id = "pads".id), '[]'),
  'warnings', coalesce((SELECT json_agg(json_build_object('id', w.id, 'display_name', w.name) ORDER BY w.id)
     FROM pad_warnings pw JOIN warnings w ON w.id = pw.warning_id WHERE pw.pad_id = "pads".id), '[]'),
  'facilities', coalesce((SELECT json_agg(json_build_object('id', f.id, 'display_name', f.name) ORDER BY f.id)
     FROM pad_facilities pf JOIN facilities f ON f.id = pf.facility_id WHERE pf.pad_id = "pads".id), '[]'),
  'contacts', coalesce((SELECT json_agg(${contactJson} ORDER BY c.id) FROM contacts c WHERE c.pad_id = "pads".id), '[]'),
  'uploads', (SELECT json_agg(json_build_object('id', u.id, 'title', u.title, 'file_key', u.file_key,
     'thumb_key', u.thumb_key, 'direction', u.direction, 'order', u."order", 'created_at', u.created_at,
     'user', json_build_object('id', uu.id, 'role', uu.role, 'role_name',
        CASE uu.role WHEN 1 THEN 'admin' WHEN 3 THEN 'owner' ELSE 'pilot' END)) ORDER BY u."order", u.id)
     FROM uploads u LEFT JOIN users uu ON uu.id = u.user_id WHERE u.pad_id = "pads".id),
  'pad_notes', coalesce((SELECT json_agg(json_build_object('id', n.id, 'body', n.body,
        'user', CASE WHEN nu.id IS NULL THEN NULL ELSE json_build_object('id', nu.id, 'name', ${noteAuthorName(sql`nu`)}) END,
        'created_at', n.created_at)
     ORDER BY n.created_at DESC, n.id DESC) FROM pad_notes n LEFT JOIN users nu ON nu.id = n.user_id
     WHERE n.pad_id = "pads".id), '[]')
) AS pad
FROM ${pads} WHERE "pads".id = ${id}`;

/** The pad as the detail page reads it, or undefined for an unknown id. */
export async function loadPadDetail(db: DbOrTx, id: number, publicUrl: string): Promise<PadDetail | undefined> {
  const result = await db.execute<{ pad: DetailRow }>(detailStatement(id));
  const pad = result.rows[0]?.pad;
  if (!pad) return undefined;
  const uploads: PadDetail['uploads'] = { admin: [], owner: [], pilot: [] };
  for (const { file_key, thumb_key, ...upload } of pad.uploads ?? []) {
    uploads[upload.user.role_name].push({
      ...upload,
      file_url: fileUrl(publicUrl, file_key),
      thumb_url: thumb_key ? fileUrl(publicUrl, thumb_key) : null,
    });
  }
  const social = pad.pad_social;
  return {
    ...pad,
    pad_social: {
      ...social,
      trip_advisor_rating: social.trip_advisor_rating == null ? null : Number(social.trip_advisor_rating),
    },
    contacts: pad.contacts.filter((c) => c.contact_type_id !== CONTACT_TYPE.Operator),
    editable_contacts: pad.contacts.filter((c) => isEditableContactType(c.contact_type_id)),
    uploads,
  };
}
