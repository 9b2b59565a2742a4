// The core tables: users, pads and what they point at. The other areas' tables sit in files beside this one,
// point back at these (`() => pads.id`), and are gathered with these by schema.ts.
import { sql } from 'drizzle-orm';
import { pixelX, pixelY } from './mercator.js';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { serialId, createdAt, refCascade, refSetNull } from './columns.js';

const timestamps = {
  created_at: createdAt(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const named = (table: string) =>
  pgTable(table, {
    id: serialId(),
    name: varchar('name', { length: 200 }).notNull(),
  });

/** A sign-up campaign. Minimal for now (the reports area manages campaigns); users point at one. */
export const campaigns = pgTable('campaigns', {
  id: serialId(),
  name: varchar('name', { length: 200 }).notNull(),
  ...timestamps,
});

/** Roles: 1 Admin, 2 Pilot, 3 Owner, 0 Undefined. */
export const users = pgTable(
  'users',
  {
    id: serialId(),
    first_name: varchar('first_name', { length: 200 }).notNull().default(''),
    last_name: varchar('last_name', { length: 200 }).notNull().default(''),
    username: varchar('username', { length: 200 }).notNull(),
    email: varchar('email', { length: 200 }).notNull(),
    password_hash: text('password_hash').notNull(),
    role: smallint('role').notNull().default(0),
    is_tac_accepted: boolean('is_tac_accepted').notNull().default(false),
    settings: jsonb('settings').$type<UserSettings>().notNull().default({}),
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    phone: varchar('phone', { length: 50 }),
    /** Location: country, US state, a place name and a point (the user map draws it). */
    country_code: varchar('country_code', { length: 2 }),
    state_code: varchar('state_code', { length: 2 }),
    location_name: varchar('location_name', { length: 300 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The point as Web Mercator pixels at zoom 22 (db/mercator.ts): the user map's grid cells by integer division. */
    map_x: integer('map_x').generatedAlwaysAs(pixelX(sql`"longitude"`)),
    map_y: integer('map_y').generatedAlwaysAs(pixelY(sql`"latitude"`)),
    /** The campaign that signed the user up. */
    campaign_id: refSetNull('campaign_id', () => campaigns.id),
    /** Onboarding: the last step reached (0 = none) and the device it happened on ('ios', 'android', 'web'). */
    registration_step: smallint('registration_step').notNull().default(0),
    registration_device: varchar('registration_device', { length: 20 }),
    /** The app generation the user registered with: 1 old, 2 new (the drop-off report's Old/New version). */
    registration_version: smallint('registration_version').notNull().default(2),
    /** Staff and test accounts, left out of the in-app engagement report on request. */
    is_internal: boolean('is_internal').notNull().default(false),
    archive_reason: text('archive_reason'),
    aircraft: varchar('aircraft', { length: 200 }),
    renewal_date: timestamp('renewal_date', { withTimezone: true }),
    free_renewal_date: timestamp('free_renewal_date', { withTimezone: true }),
    /** The renewal is a free one (freemium while it lasts). Stored so the planner has statistics on it:
     * it cannot estimate an equality of two columns, and read every freemium row to list 20. */
    is_free_renewal: boolean('is_free_renewal').generatedAlwaysAs(
      sql`coalesce("free_renewal_date" = "renewal_date", false)`,
    ),
    last_action_at: timestamp('last_action_at', { withTimezone: true }),
    /** Names, username and e-mail in lower case: the keyword searches match it with LIKE, which skips
     * ILIKE's case folding of every candidate row (migration 0027). */
    search_text: text('search_text').generatedAlwaysAs(
      sql`lower("first_name" || ' ' || "last_name" || ' ' || "username" || ' ' || "email")`,
    ),
    /** The same text without accents (search_fold(), migration 0057): the search box matches it, so 'jose' finds
     * José. Apart from search_text, whose LIKE the user list compares with a lower-cased keyword as typed. */
    search_fold: text('search_fold').generatedAlwaysAs(
      sql`search_fold("first_name" || ' ' || "last_name" || ' ' || "username" || ' ' || "email")`,
    ),
    is_deleted_account: boolean('is_deleted_account').notNull().default(false),
    /** Bumped by every write: an edit carries the version it was made on, a stale one gets a 409. */
    version: integer('version').notNull().default(1),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    index('users_role_idx').on(t.role),
    index('users_renewal_idx').on(t.renewal_date, t.free_renewal_date),
    index('users_free_renewal_idx')
      .on(t.renewal_date)
      .where(sql`${t.is_free_renewal}`),
    index('users_last_action_idx').on(t.last_action_at),
    // The user list's usual sorts walk an index and stop after a page (username and e-mail are near-unique,
    // registration times too); the other sortable columns sort the matching rows.
    index('users_username_idx').on(t.username),
    index('users_email_idx').on(t.email),
    index('users_created_idx').on(t.created_at),
    // Campaigns count their users, converted and reverted, from this index alone (the renewal dates are in it).
    index('users_campaign_idx')
      .on(t.campaign_id, t.renewal_date, t.free_renewal_date)
      .where(sql`${t.campaign_id} IS NOT NULL`),
    index('users_lat_lng_idx').on(t.latitude, t.longitude),
    // Small sets the reports exclude by anti-join: archived users, and internal or admin accounts.
    index('users_archived_idx')
      .on(t.id)
      .where(sql`${t.deleted_at} IS NOT NULL`),
    index('users_internal_idx')
      .on(t.id)
      .where(sql`${t.is_internal} OR ${t.role} = 1`),
    // Covering indexes of two reports (index-only scans of the live users they group): Onboarding Drop Off
    // by role, device and version, and Pilot Country by country with the premium dates.
    index('users_drop_off_idx')
      .on(t.role, t.registration_device, t.registration_version, t.registration_step, t.created_at)
      .where(sql`${t.deleted_at} IS NULL`),
    index('users_pilot_country_idx')
      .on(t.country_code, t.state_code, t.created_at, t.renewal_date, t.free_renewal_date, t.is_free_renewal)
      .where(sql`${t.role} = 2 AND ${t.deleted_at} IS NULL`),
    // The user map reads only these (index-only scan over every located user); role is there so the
    // map of pilots or of owners reads the index alone too.
    index('users_map_cell_idx').on(t.map_x, t.map_y, t.id, t.role),
    // The same by row: the bands of a viewport's top and bottom edges (domain/mapClusters.ts), and the probes of
    // user_map_cells' bounds.
    index('users_map_row_idx').on(t.map_y, t.map_x, t.id, t.role),
    // The map's count of users without a point.
    index('users_unlocated_idx')
      .on(t.role)
      .where(sql`${t.latitude} IS NULL OR ${t.longitude} IS NULL`),
    index('users_search_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
    // The search box (modules/users/search): a fragment anywhere from the trigrams; prefixes of the name, the
    // username and the e-mail walk a byte-ordered ("C") index in order and stop after a handful.
    index('users_search_fold_trgm').using('gin', sql`${t.search_fold} gin_trgm_ops`),
    index('users_search_fold_prefix_idx').on(sql`(${t.search_fold} COLLATE "C")`, t.id),
    index('users_username_prefix_idx').on(sql`(lower(${t.username}) COLLATE "C")`, t.id),
    index('users_email_prefix_idx').on(sql`(lower(${t.email}) COLLATE "C")`, t.id),
  ],
);

export interface UserSettings {
  admin_settings?: { is_map_on?: boolean; is_user_map_on?: boolean };
}

/** Tokens are random; only their SHA-256 is stored, so a database leak reveals no usable token. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serialId(),
    user_id: refCascade('user_id', () => users.id),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    device: varchar('device', { length: 300 }),
    ip: varchar('ip', { length: 64 }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    created_at: createdAt(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_uq').on(t.token_hash), index('access_tokens_user_idx').on(t.user_id)],
);

/**
 * Login attempts per key (a hash of IP and email) in the current window. Kept in the database, not in
 * process memory, so every API instance behind a load balancer counts the same attempts.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    hits: integer('hits').notNull(),
    reset_at: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.reset_at)],
);

export const categories = named('categories');
export const statuses = named('statuses');
export const contactTypes = named('contact_types');
export const warnings = named('warnings');
export const facilities = named('facilities');
export const tags = named('tags');
export const userTags = named('user_tags');
export const landingFees = named('landing_fees');

export const countries = pgTable('countries', {
  id: serialId(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
});

export const usStates = pgTable('us_states', {
  id: serialId(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
});

export const regions = pgTable(
  'regions',
  {
    id: serialId(),
    region: varchar('region', { length: 200 }).notNull(),
    country_code: varchar('country_code', { length: 2 }).notNull(),
  },
  (t) => [index('regions_country_idx').on(t.country_code)],
);

/**
 * A pad and its location in one row: the list, the map and the duplicate checker all read
 * latitude/longitude with the pad, so a 1:1 table would only add a join.
 */
/** The columns the pad list's quick filters test, carried by the pad map's indexes so a filtered map reads no row. */
const padMapFacets = (t: {
  status_id: AnyPgColumn;
  category_id: AnyPgColumn;
  is_landing_permitted: AnyPgColumn;
  is_phonable: AnyPgColumn;
  deleted_at: AnyPgColumn;
  user_id: AnyPgColumn;
  submitter_role: AnyPgColumn;
}) => [t.status_id, t.category_id, t.is_landing_permitted, t.is_phonable, t.deleted_at, t.user_id, t.submitter_role];

export const pads = pgTable(
  'pads',
  {
    id: serialId(),
    name: varchar('name', { length: 255 }).notNull(),
    category_id: integer('category_id')
      .notNull()
      .references(() => categories.id),
    status_id: integer('status_id')
      .notNull()
      .default(1)
      .references(() => statuses.id),
    is_landing_permitted: boolean('is_landing_permitted').notNull().default(true),
    is_phonable: boolean('is_phonable').notNull().default(true),
    is_api_accessible: boolean('is_api_accessible').notNull().default(true),
    is_moderated: boolean('is_moderated').notNull().default(false),
    /** Set for a private pad: the pilot who keeps it for themselves. */
    user_id: refSetNull('user_id', () => users.id),
    /** Who submitted the pad; "consumer submitted" means this user is not an admin. */
    submitter_user_id: refSetNull('submitter_user_id', () => users.id),
    hisc: varchar('hisc', { length: 16 }),
    icao: varchar('icao', { length: 4 }),
    site_information: text('site_information'),
    landing_advice: text('landing_advice'),
    description: text('description'),
    notes: text('notes'),
    website: varchar('website', { length: 500 }),
    twitter_handle: varchar('twitter_handle', { length: 100 }),
    trip_advisor_rating: numeric('trip_advisor_rating', { precision: 2, scale: 1 }),
    landing_fee_id: integer('landing_fee_id').references(() => landingFees.id),
    address: varchar('address', { length: 500 }),
    country: varchar('country', { length: 200 }),
    county: varchar('county', { length: 200 }),
    region: varchar('region', { length: 200 }),
    /** The address was written in parts (street, town) rather than read whole from the geocoder (spec part 3 §4). */
    is_address_split: boolean('is_address_split').notNull().default(false),
    region_id: integer('region_id').references(() => regions.id),
    country_code: varchar('country_code', { length: 2 }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    archive_reason: text('archive_reason'),
    /** The admins' own "recommended" mark (the product is "pads": `is_pads_recommended_admin`). */
    is_pads_recommended_admin: boolean('is_pads_recommended_admin').notNull().default(false),
    is_added_to_purgatory: boolean('is_added_to_purgatory').notNull().default(false),
    is_landing_advice_displayed: boolean('is_landing_advice_displayed').notNull().default(true),
    /** Set when the pad was reported as a duplicate of another one (resolved on the duplicates screen). */
    duplicated_pad_id: integer('duplicated_pad_id'),
    survey_id: integer('survey_id'),
    /** The CSV import that last created or changed the pad (pad_imports.id): the import's "see them in the list". */
    last_import_id: integer('last_import_id'),
    /** Bumped by every write: an edit carries the version it was made on, a stale one gets a 409. */
    version: integer('version').notNull().default(1),
    ...timestamps,
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The submitter's role, copied by triggers (migration 0041_speed_counts) when the submitter is set and when their role
     * changes: 'Consumer submitted' (a submitter who is not an admin) is then a condition on the pad itself, which
     * pad_counts can count.
     */
    submitter_role: smallint('submitter_role'),
    /** Whether a claimed owner contact (type 4) exists: kept by a trigger on contacts (migration 0041_speed_counts). */
    has_claimed_owner: boolean('has_claimed_owner').notNull().default(false),
    /** The point as Web Mercator pixels at zoom 22 (db/mercator.ts), as on users: the pad map's grid cells. */
    map_x: integer('map_x').generatedAlwaysAs(pixelX(sql`"longitude"`)),
    map_y: integer('map_y').generatedAlwaysAs(pixelY(sql`"latitude"`)),
    /** The name without accents, in lower case (search_fold(), migration 0057): what the search box matches. */
    name_fold: text('name_fold').generatedAlwaysAs(sql`search_fold("name")`),
  },
  (t) => [
    // Every pad-list count reads these columns; as index keys they let the count and the summary by
    // category run as an index-only scan instead of deforming wide heap rows (deleted_at comes last).
    index('pads_list_facets_idx').on(
      t.status_id,
      t.category_id,
      t.is_landing_permitted,
      t.is_phonable,
      t.deleted_at,
      t.user_id,
      t.submitter_user_id,
    ),
    index('pads_category_idx').on(t.category_id),
    index('pads_user_idx').on(t.user_id),
    index('pads_submitter_idx').on(t.submitter_user_id),
    // The list's sortable columns, each with the id that breaks its ties, so a page sorted by any of them walks
    // an index and stops after its rows (a column with few values, such as the country, needs the id in the key).
    index('pads_deleted_idx').on(t.deleted_at, t.id),
    index('pads_created_idx').on(t.created_at),
    index('pads_name_idx').on(t.name),
    index('pads_lat_lng_idx').on(t.latitude, t.longitude),
    index('pads_longitude_idx').on(t.longitude),
    index('pads_region_idx').on(t.region, t.id),
    index('pads_status_sort_idx').on(t.status_id, t.id),
    // The pad map reads every located pad in its viewport from this index alone, with the columns the list's
    // quick filters test, so a filtered map needs no row either.
    index('pads_map_cell_idx').on(t.map_x, t.map_y, t.id, ...padMapFacets(t), t.has_claimed_owner),
    // The same by row, with the quick filters' columns: the bands of a viewport's top and bottom edges
    // (domain/mapClusters.ts).
    index('pads_map_row_idx').on(t.map_y, t.map_x, t.id, ...padMapFacets(t)),
    // Pads near a point (duplicate pairs, domain/duplicatePairs.ts): a box prefilter `<@` on this index.
    index('pads_point_spgist').using('spgist', sql`point(${t.longitude}, ${t.latitude})`),
    // The nearest pad with a region (offlineGeo.ts: a new pad's region), nearest first: a walk of this index
    // stops at the first candidates, where a box of every pad around the point read thousands per imported row.
    index('pads_region_point_spgist')
      .using('spgist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.region_id} IS NOT NULL`),
    index('pads_country_idx').on(t.country_code, t.id),
    index('pads_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // The pad list's keyword also searches the region; the rare quick filters get partial indexes so
    // their pages and counts do not scan every pad.
    index('pads_region_trgm').using('gin', sql`${t.region} gin_trgm_ops`),
    index('pads_landing_not_permitted_idx')
      .on(t.category_id)
      .where(sql`NOT ${t.is_landing_permitted}`),
    index('pads_not_phonable_idx')
      .on(t.category_id)
      .where(sql`NOT ${t.is_phonable}`),
    // The import matches new rows to pads by ICAO; the list filters on the import that wrote a pad.
    index('pads_icao_idx')
      .on(t.icao)
      .where(sql`${t.icao} IS NOT NULL`),
    index('pads_last_import_idx')
      .on(t.last_import_id)
      .where(sql`${t.last_import_id} IS NOT NULL`),
    // The search box (modules/pads/search): a name fragment from the trigrams, a name prefix from a byte-ordered
    // ("C") index walked in order (it stops after a handful), a HISC code typed in any case.
    index('pads_name_fold_trgm').using('gin', sql`${t.name_fold} gin_trgm_ops`),
    index('pads_name_fold_prefix_idx').on(sql`(${t.name_fold} COLLATE "C")`, t.id),
    index('pads_hisc_upper_idx')
      .on(sql`upper(${t.hisc})`)
      .where(sql`${t.hisc} IS NOT NULL`),
  ],
);

export const contacts = pgTable(
  'contacts',
  {
    id: serialId(),
    pad_id: refCascade('pad_id', () => pads.id),
    user_id: refSetNull('user_id', () => users.id),
    name: varchar('name', { length: 200 }),
    phone: varchar('phone', { length: 50 }),
    email: varchar('email', { length: 200 }),
    /** 1 Pad Contact, 2 excluded from some lists, 3 submitter, 4 Owner. */
    contact_type_id: integer('contact_type_id')
      .notNull()
      .default(1)
      .references(() => contactTypes.id),
    is_primary: boolean('is_primary').notNull().default(false),
    is_claimed: boolean('is_claimed').notNull().default(false),
    /** Owner contacts (type 4): waiting for something (the reason in pending_comment) before they are confirmed. */
    is_pending: boolean('is_pending').notNull().default(false),
    pending_comment: text('pending_comment'),
    /** SHA-256 of the token in the last confirmation e-mail; the link holds the token itself. */
    confirmation_token_hash: varchar('confirmation_token_hash', { length: 64 }),
    confirmation_sent_at: timestamp('confirmation_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('contacts_pad_idx').on(t.pad_id),
    index('contacts_user_idx').on(t.user_id),
    index('contacts_type_idx').on(t.contact_type_id, t.is_claimed),
    // The 'Claimed' filter and the stats bar look up claimed owner contacts by pad.
    index('contacts_claimed_owner_idx')
      .on(t.pad_id)
      .where(sql`${t.contact_type_id} = 4 AND ${t.is_claimed}`),
  ],
);

const padLink = (table: string, column: string, target: typeof tags) =>
  pgTable(
    table,
    {
      pad_id: refCascade('pad_id', () => pads.id),
      [column]: integer(column)
        .notNull()
        .references(() => target.id),
    },
    (t) => [primaryKey({ columns: [t.pad_id, t[column]!] })],
  );

export const padTags = padLink('pad_tags', 'tag_id', tags);
export const padWarnings = padLink('pad_warnings', 'warning_id', warnings);
export const padFacilities = padLink('pad_facilities', 'facility_id', facilities);

export const userUserTags = pgTable(
  'user_user_tags',
  {
    user_id: refCascade('user_id', () => users.id),
    user_tag_id: integer('user_tag_id')
      .notNull()
      .references(() => userTags.id),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.user_tag_id] })],
);

/** Photos of a pad. Files live in the upload storage; rows keep their generated keys. */
export const uploads = pgTable(
  'uploads',
  {
    id: serialId(),
    pad_id: refCascade('pad_id', () => pads.id),
    user_id: refSetNull('user_id', () => users.id),
    /** The name of the file the uploader chose (null for photos uploaded before it was kept). */
    title: varchar('title', { length: 200 }),
    file_key: varchar('file_key', { length: 200 }).notNull(),
    thumb_key: varchar('thumb_key', { length: 200 }),
    mime: varchar('mime', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    direction: varchar('direction', { length: 10 }),
    order: integer('order').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [index('uploads_pad_idx').on(t.pad_id)],
);

/** Saved list filters ("reports" in the client's calls). */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: serialId(),
    user_id: refCascade('user_id', () => users.id),
    name: varchar('name', { length: 200 }).notNull(),
    is_public: boolean('is_public').notNull().default(false),
    entity: varchar('entity', { length: 50 }).notNull(),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('saved_filters_entity_idx').on(t.entity, t.user_id)],
);

/**
 * What users did (sign-ins, views, edits); the log report and the benchmarks read it. An admin write
 * names the entity it touched and the fields it changed, before and after (`api/src/domain/auditLog.ts`
 * writes it in the write's own transaction). `subject_user_id` is the user an admin write touched, so
 * the write shows on the Activity tab of both the admin and that user.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serialId(),
    user_id: refSetNull('user_id', () => users.id),
    pad_id: refSetNull('pad_id', () => pads.id),
    action: varchar('action', { length: 50 }).notNull(),
    entity_type: varchar('entity_type', { length: 50 }),
    entity_id: integer('entity_id'),
    subject_user_id: refSetNull('subject_user_id', () => users.id),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    details: jsonb('details'),
    device: varchar('device', { length: 300 }),
    created_at: createdAt(),
  },
  (t) => [
    index('activity_logs_user_idx').on(t.user_id, t.created_at),
    index('activity_logs_created_idx').on(t.created_at),
    index('activity_logs_action_idx').on(t.action),
    // The System Logs report's default order (user id, then entry).
    index('activity_logs_user_id_idx').on(t.user_id, t.id),
    index('activity_logs_pad_idx')
      .on(t.pad_id, t.created_at)
      .where(sql`${t.pad_id} IS NOT NULL`),
    index('activity_logs_subject_idx')
      .on(t.subject_user_id, t.created_at)
      .where(sql`${t.subject_user_id} IS NOT NULL`),
  ],
);
