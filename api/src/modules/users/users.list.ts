// The user lists: every user (GET /api/admin/users) and the admins table of the profile screen
// (GET /api/admin/users/get-admins). Both read the users table; the definitions of premium, active and
// deleted account come from domain/definitions.ts so the stats bar's numbers match these lists.
import { AdminListRow, UserListRow } from '@pads/contracts/api';
import { LIST_ENTITY, paths, ROLE_OPTIONS, type AdminQuickFilter } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { campaigns, userCounts, users } from '../../db/schema.js';
import {
  premiumState,
  premiumStateSql,
  userIsActive,
  userIsFreemiumByDates,
  userIsPremium,
} from '../../domain/definitions.js';
import type { ColumnSpec, FilterSpec, ListDefinition } from '../../lists/index.js';
import { USER_UPDATE_FORMAT } from './updateFormat.js';

const col = (column: keyof typeof users.$inferSelect, display_name: string, nullable = false): ColumnSpec => ({
  column,
  display_name,
  select: sql`${users[column]}`,
  sort: sql`${users[column]}`,
  nullable,
});

/** Names, username and e-mail, stored lower-cased and indexed by users_search_trgm. */
const searchText = { lowercase: sql`${users.search_text}` };

const commonFilters: Record<string, FilterSpec> = {
  id: { display_name: 'ID', expr: sql`${users.id}`, value: 'integer' },
  first_name: { display_name: 'First name', expr: sql`${users.first_name}`, value: 'text' },
  last_name: { display_name: 'Last name', expr: sql`${users.last_name}`, value: 'text' },
  username: { display_name: 'Username', expr: sql`${users.username}`, value: 'text' },
  email: { display_name: 'Email', expr: sql`${users.email}`, value: 'text' },
  role: {
    display_name: 'Role',
    expr: sql`${users.role}`,
    value: 'integer',
    options: ROLE_OPTIONS,
    operators: ['equals', 'not_equals', 'in', 'not_in'],
  },
  created_at: { display_name: 'Created', expr: sql`${users.created_at}`, value: 'date' },
  deleted_at: { display_name: 'Deactivated', expr: sql`${users.deleted_at}`, value: 'date' },
};

export const adminList: ListDefinition = {
  entity: LIST_ENTITY.admins,
  row: AdminListRow,
  from: sql`${users}`,
  id: sql`${users.id}`,
  columns: [
    col('id', 'ID'),
    col('first_name', 'Name'),
    col('last_name', 'Surname'),
    col('username', 'Username'),
    col('email', 'Email'),
    col('created_at', 'Created'),
    col('deleted_at', 'Deactivated', true),
  ],
  extra: { role: sql`${users.role}` },
  filters: commonFilters,
  keyword: [searchText],
  keywordMatchesId: true,
  defaultFilters: { 'role:equals': '1' },
  // 'active' (the default) hides deactivated admins; the profile screen's toggle asks for 'all'.
  scope: {
    param: 'type',
    default: 'active',
    options: { active: sql`${users.deleted_at} IS NULL`, all: null } satisfies Record<AdminQuickFilter, SQL | null>,
  },
};

export const userList: ListDefinition = {
  entity: LIST_ENTITY.users,
  row: UserListRow,
  from: sql`${users}`,
  id: sql`${users.id}`,
  // Totals unfiltered or by role come from user_counts (kept by triggers, aliased as the users table).
  countFrom: {
    from: sql`${userCounts} AS ${sql.identifier('users')}`,
    sum: sql`${sql.identifier('users')}.n`,
    columns: ['role'],
  },
  columns: [
    { ...col('id', 'ID'), link: paths.userView(), link_column: 'id' },
    col('first_name', 'First name'),
    col('last_name', 'Last name'),
    { ...col('username', 'Username'), link: paths.userView(), link_column: 'id' },
    col('email', 'Email'),
    col('role', 'Role'),
    { column: 'premium_state', display_name: 'Premium', select: premiumStateSql },
    col('country_code', 'Country', true),
    col('state_code', 'State', true),
    col('renewal_date', 'Renewal date', true),
    col('last_action_at', 'Last action', true),
    col('created_at', 'Registered'),
    col('deleted_at', 'Deactivated', true),
  ],
  extra: { is_deleted_account: sql`${users.is_deleted_account}`, free_renewal_date: sql`${users.free_renewal_date}` },
  filters: {
    ...commonFilters,
    premium_state: {
      display_name: 'Premium status',
      cases: {
        // Three users in four are free: their total is everyone less the (indexed) premium and freemium users.
        free: { label: 'Non-premium', where: premiumState.free, complement: [userIsPremium, userIsFreemiumByDates] },
        premium: { label: 'Premium', where: premiumState.premium },
        freemium: { label: 'Freemium', where: premiumState.freemium },
      },
    },
    active_30_days: { display_name: 'Active in the last 30 days', expr: userIsActive, value: 'boolean' },
    is_deleted_account: { display_name: 'Deleted account', expr: sql`${users.is_deleted_account}`, value: 'boolean' },
    country_code: { display_name: 'Country code', expr: sql`${users.country_code}`, value: 'text' },
    aircraft: { display_name: 'Aircraft', expr: sql`${users.aircraft}`, value: 'text' },
    renewal_date: { display_name: 'Renewal date', expr: sql`${users.renewal_date}`, value: 'date' },
    free_renewal_date: { display_name: 'Free renewal date', expr: sql`${users.free_renewal_date}`, value: 'date' },
    last_action_at: { display_name: 'Last action', expr: sql`${users.last_action_at}`, value: 'date' },
    // The campaign view links here as column=userCampaign.campaign_id, operator 'where in' (the client
    // reads that as `in`), keyword=[id].
    'userCampaign.campaign_id': {
      display_name: 'Campaign',
      expr: sql`${users.campaign_id}`,
      value: 'integer',
      options: sql`SELECT ${campaigns.id} AS value, ${campaigns.name} AS label FROM ${campaigns} ORDER BY ${campaigns.name}`,
      operators: ['equals', 'not_equals', 'in', 'not_in', 'is_blank', 'is_not_blank'],
    },
    state_code: { display_name: 'US state', expr: sql`${users.state_code}`, value: 'text' },
    location_name: { display_name: 'Location', expr: sql`${users.location_name}`, value: 'text' },
    phone: { display_name: 'Phone', expr: sql`${users.phone}`, value: 'text' },
    registration_device: {
      display_name: 'Registration device',
      expr: sql`${users.registration_device}`,
      value: 'text',
      options: [
        { value: 'ios', label: 'iOS' },
        { value: 'android', label: 'Android' },
        { value: 'web', label: 'Web' },
      ],
      operators: ['equals', 'not_equals', 'in', 'not_in', 'is_blank', 'is_not_blank'],
    },
  },
  keyword: [searchText],
  keywordMatchesId: true,
  updateExport: USER_UPDATE_FORMAT,
};
