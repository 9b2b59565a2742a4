// 'Export for update' of the user list: the fields the user page edits, with ID, in the shapes the edit
// takes (renewal date as 'YYYY-MM-DD HH:mm' UTC, premium state as free|premium|freemium), so a sheet
// edited offline can be applied back field by field.
import { sql } from 'drizzle-orm';
import { campaigns, users } from '../../db/schema.js';
import { premiumStateSql } from '../../domain/definitions.js';
import type { ExportColumn } from '../../lists/index.js';

export const USER_UPDATE_FORMAT: ExportColumn[] = [
  { header: 'ID', select: sql`${users.id}` },
  { header: 'first_name', select: sql`${users.first_name}` },
  { header: 'last_name', select: sql`${users.last_name}` },
  { header: 'username', select: sql`${users.username}` },
  { header: 'email', select: sql`${users.email}` },
  { header: 'phone', select: sql`${users.phone}` },
  { header: 'role', select: sql`${users.role}` },
  { header: 'country_code', select: sql`${users.country_code}` },
  { header: 'state_code', select: sql`${users.state_code}` },
  {
    header: 'renewal_date',
    select: sql`to_char(${users.renewal_date} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')`,
  },
  { header: 'premium_state', select: premiumStateSql },
  { header: 'campaign_id', select: sql`${users.campaign_id}` },
  {
    header: 'campaign',
    select: sql`(SELECT ${campaigns.name} FROM ${campaigns} WHERE ${campaigns.id} = ${users.campaign_id})`,
  },
  { header: 'is_active', select: sql`(CASE WHEN ${users.deleted_at} IS NULL THEN 1 ELSE 0 END)` },
];
