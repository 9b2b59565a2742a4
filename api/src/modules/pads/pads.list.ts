// The pad list (GET /api/admin/pads) declared for the list engine.
import { PadListRow } from '@pads/contracts/api';
import { CONTACT_TYPE, LIST_ENTITY, paths, ROLE_OPTIONS, type PadQuickFilter } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { categories, padCounts, pads, statuses, users } from '../../db/schema.js';
import { padIsClaimed, padIsLive, padIsModerated, userIsPremium } from '../../domain/definitions.js';
import type { ListDefinition } from '../../lists/index.js';
import { ROLE } from '../../plugins/auth.js';

export const submitter = sql.identifier('submitter');
const sub = (column: string) => sql`${submitter}.${sql.identifier(column)}`;

const lookup = (table: typeof categories | typeof statuses) =>
  sql`SELECT ${table.id} AS value, ${table.name} AS label FROM ${table} ORDER BY ${table.id}`;

const notPhonableButListed = sql`(NOT ${pads.is_phonable} AND ${pads.status_id} = 3 AND ${pads.is_landing_permitted})`;
const isPrivate = sql`(${pads.user_id} IS NOT NULL)`;
/** Recommended: an owner contact (type 4) whose user is premium. */
const recommendedContact = sql`FROM contacts rc JOIN ${users} ON ${users.id} = rc.user_id
  WHERE rc.pad_id = ${pads.id} AND rc.contact_type_id = ${CONTACT_TYPE.Owner} AND ${userIsPremium}`;
export const padIsRecommended = sql`EXISTS (SELECT 1 ${recommendedContact})`;
// In the row's SELECT, a scalar subquery: the planner would turn EXISTS into one hashed pass over every
// owner contact in the table, where the page needs just 20 index lookups.
const padIsRecommendedValue = sql`coalesce((SELECT true ${recommendedContact} LIMIT 1), false)`;

/**
 * Quick filters (spec part 1 §4), one per value of the contract's PAD_QUICK_FILTERS. 'all' shows archived pads
 * too (faded in the table); every other type except 'archived' is about live pads, so archived ones are left out.
 */
export const PAD_TYPES = {
  all: null,
  unmoderated: sql`${pads.status_id} = 1 AND ${padIsLive}`,
  moderated: padIsModerated,
  invalid_phone: sql`${notPhonableButListed} AND ${padIsLive}`,
  // "Submitter's role is not admin", on the submitter's role copied onto the pad (kept by triggers), so
  // pad_counts counts it and no request joins the submitters.
  consumer_submitted: sql`${pads.submitter_role} IS NOT NULL AND ${pads.submitter_role} <> ${ROLE.Admin} AND ${padIsLive}`,
  landing_not_possible: sql`NOT ${pads.is_landing_permitted} AND ${padIsLive}`,
  private: sql`${isPrivate} AND ${padIsLive}`,
  archived: sql`${pads.deleted_at} IS NOT NULL`,
} satisfies Record<PadQuickFilter, SQL | null>;

/** Filters whose conditions pad_counts can answer (padCounts.schema.ts), and every quick filter. */
const COUNTED_FILTERS = [
  'category_id',
  'status_id',
  'is_landing_permitted',
  'is_phonable',
  'is_private',
  'is_claimed',
  'is_moderated',
  'is_api_accessible',
  'submitter.user.role',
  ...Object.keys(PAD_TYPES).map((type) => `~type=${type}`),
];

/** The submitter's row, for the one filter that reads it (the submitter's role is copied onto the pad). */
export const submitterJoin = sql`LEFT JOIN ${users} AS ${submitter} ON ${sub('id')} = ${pads.submitter_user_id}`;
/** Filters whose condition reads the submitter's row (submitterJoin). */
export const SUBMITTER_FILTERS = ['submitter.user.email'];

export const padList: ListDefinition = {
  entity: LIST_ENTITY.pads,
  row: PadListRow,
  exportName: 'pads',
  from: sql`${pads}
    LEFT JOIN ${categories} ON ${categories.id} = ${pads.category_id}
    LEFT JOIN ${statuses} ON ${statuses.id} = ${pads.status_id}
    ${submitterJoin}`,
  id: sql`${pads.id}`,
  deferredJoin: true,
  // The total and the summary bar's totals by category, under the quick filters and the counted filters, come
  // from pad_counts (kept by triggers, aliased as the pads table); a keyword or any other filter counts rows.
  countFrom: {
    from: sql`${padCounts} AS ${sql.identifier('pads')}`,
    sum: sql`${sql.identifier('pads')}.n`,
    columns: COUNTED_FILTERS,
  },
  columns: [
    { column: 'id', display_name: 'ID', select: sql`${pads.id}`, sort: sql`${pads.id}` },
    {
      column: 'name',
      display_name: 'Name',
      select: sql`${pads.name}`,
      sort: sql`${pads.name}`,
      link: paths.padView(),
      link_column: 'id',
    },
    {
      column: 'name',
      relation: 'category',
      display_name: 'Category',
      select: sql`${categories.name}`,
      sort: sql`${categories.name}`,
      nullable: true,
    },
    {
      column: 'name',
      relation: 'status',
      display_name: 'Status',
      select: sql`${statuses.name}`,
      sort: sql`${pads.status_id}`,
    },
    {
      column: 'country_code',
      display_name: 'Country',
      select: sql`${pads.country_code}`,
      sort: sql`${pads.country_code}`,
      nullable: true,
    },
    {
      column: 'region',
      display_name: 'Region',
      select: sql`${pads.region}`,
      sort: sql`${pads.region}`,
      nullable: true,
    },
    { column: 'latitude', display_name: 'Latitude', select: sql`${pads.latitude}`, sort: sql`${pads.latitude}` },
    { column: 'longitude', display_name: 'Longitude', select: sql`${pads.longitude}`, sort: sql`${pads.longitude}` },
    { column: 'created_at', display_name: 'Created', select: sql`${pads.created_at}`, sort: sql`${pads.created_at}` },
    {
      column: 'deleted_at',
      display_name: 'Archived',
      select: sql`${pads.deleted_at}`,
      sort: sql`${pads.deleted_at}`,
      nullable: true,
    },
  ],
  extra: {
    category_id: sql`${pads.category_id}`,
    status_id: sql`${pads.status_id}`,
    is_landing_permitted: sql`${pads.is_landing_permitted}`,
    is_phonable: sql`${pads.is_phonable}`,
    is_private: isPrivate,
    has_invalid_phone: notPhonableButListed,
    is_recommended: padIsRecommendedValue,
    'submitter.user_id': sql`${pads.submitter_user_id}`,
    'submitter.role': sql`${pads.submitter_role}`,
  },
  filters: {
    id: { display_name: 'ID', expr: sql`${pads.id}`, value: 'integer' },
    name: { display_name: 'Name', expr: sql`${pads.name}`, value: 'text' },
    category_id: {
      display_name: 'Category',
      expr: sql`${pads.category_id}`,
      value: 'integer',
      options: lookup(categories),
      operators: ['equals', 'not_equals', 'in', 'not_in'],
    },
    status_id: {
      display_name: 'Status',
      expr: sql`${pads.status_id}`,
      value: 'integer',
      options: lookup(statuses),
      operators: ['equals', 'not_equals', 'in', 'not_in'],
    },
    is_landing_permitted: {
      display_name: 'Landing permitted',
      expr: sql`${pads.is_landing_permitted}`,
      value: 'boolean',
    },
    is_phonable: { display_name: 'Phonable', expr: sql`${pads.is_phonable}`, value: 'boolean' },
    is_private: { display_name: 'Private', expr: isPrivate, value: 'boolean' },
    is_claimed: { display_name: 'Claimed', expr: padIsClaimed, value: 'boolean' },
    is_recommended: { display_name: 'Recommended', expr: padIsRecommended, value: 'boolean' },
    is_moderated: { display_name: 'Moderated flag', expr: sql`${pads.is_moderated}`, value: 'boolean' },
    is_api_accessible: { display_name: 'API accessible', expr: sql`${pads.is_api_accessible}`, value: 'boolean' },
    country_code: { display_name: 'Country code', expr: sql`${pads.country_code}`, value: 'text' },
    region: { display_name: 'Region', expr: sql`${pads.region}`, value: 'text' },
    hisc: { display_name: 'HISC', expr: sql`${pads.hisc}`, value: 'text' },
    icao: { display_name: 'ICAO', expr: sql`${pads.icao}`, value: 'text' },
    latitude: { display_name: 'Latitude', expr: sql`${pads.latitude}`, value: 'number' },
    longitude: { display_name: 'Longitude', expr: sql`${pads.longitude}`, value: 'number' },
    created_at: { display_name: 'Created', expr: sql`${pads.created_at}`, value: 'date' },
    updated_at: { display_name: 'Updated', expr: sql`${pads.updated_at}`, value: 'date' },
    deleted_at: { display_name: 'Archived', expr: sql`${pads.deleted_at}`, value: 'date' },
    user_id: { display_name: 'Private owner (user id)', expr: sql`${pads.user_id}`, value: 'integer' },
    last_import_id: { display_name: 'CSV import', expr: sql`${pads.last_import_id}`, value: 'integer' },
    'submitter.user.role': {
      display_name: 'Submitter role',
      expr: sql`${pads.submitter_role}`,
      value: 'integer',
      options: ROLE_OPTIONS,
      operators: ['equals', 'not_equals', 'in', 'not_in', 'is_blank', 'is_not_blank'],
    },
    'submitter.user.email': { display_name: 'Submitter email', expr: sub('email'), value: 'text' },
  },
  keyword: [sql`${pads.name}`, sql`${pads.region}`],
  keywordMatchesId: true,
  scope: { param: 'type', default: 'all', options: PAD_TYPES },
  summary: { filter: 'category_id' },
};
