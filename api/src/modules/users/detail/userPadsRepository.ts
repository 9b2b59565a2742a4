// The Pads tab: a user's pads by relation (private, submitted, owned, favourite), 20 a page.
import { CONTACT_TYPE } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { USER_PAD_TYPES, type UserPadRow, type UserPadType, type UserPadsPage } from '@pads/contracts/api';
import type { Db } from '../../../db/client.js';
import { pageMeta } from '../../../lists/index.js';
import { userPadIds } from './repository.js';

export { USER_PAD_TYPES, type UserPadType };
export const USER_PADS_PER_PAGE = 20;

const isPrivate = (u: number) => sql`p.user_id = ${u}`;
const isSubmitted = (u: number) => sql`p.submitter_user_id = ${u}`;
const isOwned = (u: number) =>
  sql`EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = p.id AND c.user_id = ${u} AND c.contact_type_id = ${CONTACT_TYPE.Owner})`;
const isFavourite = (u: number) =>
  sql`EXISTS (SELECT 1 FROM user_favourites f WHERE f.pad_id = p.id AND f.user_id = ${u})`;

function idsOf(type: UserPadType, u: number): SQL {
  switch (type) {
    case 0:
      return userPadIds(u);
    case 1:
      return sql`(SELECT id FROM pads WHERE user_id = ${u})`;
    case 2:
      return sql`(SELECT id FROM pads WHERE submitter_user_id = ${u})`;
    case 3:
      return sql`(SELECT pad_id FROM contacts WHERE user_id = ${u} AND contact_type_id = ${CONTACT_TYPE.Owner})`;
    case 5:
      return sql`(SELECT pad_id FROM user_favourites WHERE user_id = ${u})`;
  }
}

export async function userPads(db: Db, userId: number, type: UserPadType, page: number): Promise<UserPadsPage> {
  const offset = (page - 1) * USER_PADS_PER_PAGE;
  const { rows } = await db.execute(sql`
    WITH ids AS (SELECT DISTINCT id FROM ${idsOf(type, userId)} x(id))
    SELECT
      (SELECT count(*) FROM ids)::int AS total,
      (SELECT coalesce(json_agg(r ORDER BY r.id DESC), '[]'::json) FROM (
        SELECT p.id, p.name, p.category_id, json_build_object('name', cat.name) AS category,
          p.status_id, json_build_object('name', st.name) AS status, p.country_code, p.region,
          p.deleted_at, p.created_at,
          ${isPrivate(userId)} AS is_private, coalesce(${isSubmitted(userId)}, false) AS is_submitted,
          ${isOwned(userId)} AS is_owned, ${isFavourite(userId)} AS is_favourite
        FROM pads p JOIN categories cat ON cat.id = p.category_id JOIN statuses st ON st.id = p.status_id
        WHERE p.id IN (SELECT id FROM ids)
        ORDER BY p.id DESC LIMIT ${USER_PADS_PER_PAGE} OFFSET ${offset}) r) AS data,
      json_build_object(
        '0', (SELECT count(*) FROM ${userPadIds(userId)} a),
        '1', (SELECT count(*) FROM pads WHERE user_id = ${userId}),
        '2', (SELECT count(*) FROM pads WHERE submitter_user_id = ${userId}),
        '3', (SELECT count(DISTINCT pad_id) FROM contacts WHERE user_id = ${userId} AND contact_type_id = ${CONTACT_TYPE.Owner}),
        '5', (SELECT count(*) FROM user_favourites WHERE user_id = ${userId})) AS counts`);
  const row = rows[0] as { total: number; data: UserPadRow[]; counts: UserPadsPage['counts'] };
  const data = row.data.map((r) => ({ ...r, is_private: Boolean(r.is_private) }));
  return {
    data,
    counts: row.counts,
    meta: pageMeta(page, USER_PADS_PER_PAGE, data.length, row.total),
  };
}
