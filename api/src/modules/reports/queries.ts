// The aggregate reports' statements (spec part 3 §2, §3 "Report rows", §9). Users are counted with the business
// definitions in domain/definitions.ts, as the stats bar counts them. Pads are split by their moderation status
// alone (status 3 moderated, any other unmoderated, a keeper's pad private), so a report's columns add up to its
// live pads; the stats bar's "moderated" also leaves out landing-not-possible pads and aerial points of interest.
import { REVISION_TYPE_LABELS, STATUS } from '@pads/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { userIsFreemium, userIsPremium } from '../../domain/definitions.js';
import { ROLE } from '../../plugins/auth.js';
import { likePattern } from '../../lists/operators.js';
import type { DateRange } from './params.js';
import type { AggregateReport } from './runner.js';

const inRange = (column: SQL, range: DateRange | null) =>
  range ? sql`${column} >= ${range.from.toISOString()} AND ${column} < ${range.until.toISOString()}` : sql`TRUE`;
const codeIn = (column: SQL, codes: string[]) =>
  codes.length
    ? sql`${column} = ANY(${sql`ARRAY[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`})`
    : sql`TRUE`;
/** A keyword over users: their lower-cased search text, indexed by users_search_trgm. */
const userMatches = (alias: string, keyword: string) =>
  sql`${sql.identifier(alias)}.search_text LIKE lower(${likePattern(keyword)})`;
const nameOf = (alias: string) =>
  sql`trim(coalesce(nullif(trim(${sql.identifier(alias)}.first_name || ' ' || ${sql.identifier(alias)}.last_name), ''), ${sql.identifier(alias)}.username))`;

/** 1. Pad Submissions by Pilot: pads each pilot submitted, by state, and their ratings and reviews. */
export function padSubmissions(p: { keyword: string; country: string; state: string }): AggregateReport {
  // The name keyword matches first and last name, username and e-mail.
  const keyword = p.keyword ? userMatches('u', p.keyword) : sql`TRUE`;
  const rowsWith = (extra: SQL) => sql`SELECT c.user_id AS id, c.user_id, c.public_pads_moderated,
      c.public_pads_not_moderated, c.private_pads, c.ratings, c.reviews ${extra}
    FROM user_pad_counts c
    WHERE c.is_live_pilot AND (c.submitted > 0 OR c.private_pads > 0)
      AND ${
        p.keyword || p.country || p.state
          ? sql`EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND ${keyword}
            AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`}
            AND ${p.state ? sql`u.state_code = ${p.state}` : sql`TRUE`})`
          : sql`TRUE`
      }`;
  return {
    name: 'pad-submissions',
    // Counts come from user_pad_counts (kept by triggers on pads, reviews and users): no aggregate over
    // every pad, and the pilot's name is looked up for the page's rows only.
    rows: rowsWith(sql``),
    // The name sort walks user_pad_counts_name_idx on the stored key (the name in lower case).
    indexedRows: rowsWith(sql`, c.name_key`),
    late: sql`(SELECT ${nameOf('u')} FROM users u WHERE u.id = r.user_id) AS name,
      (SELECT json_build_object('id', u.id, 'name', ${nameOf('u')}, 'user_id', u.id) FROM users u WHERE u.id = r.user_id) AS contact`,
    columns: [
      { key: 'name', title: 'Name' },
      { key: 'public_pads_moderated', title: 'Moderated public pads' },
      { key: 'public_pads_not_moderated', title: 'Not moderated public pads' },
      { key: 'private_pads', title: 'Private pads' },
      { key: 'ratings', title: 'Ratings' },
      { key: 'reviews', title: 'Reviews' },
    ],
    sorts: ['name', 'public_pads_moderated', 'public_pads_not_moderated', 'private_pads', 'ratings', 'reviews'],
    sortColumns: { name: 'name_key' },
    indexedSorts: ['name', 'public_pads_moderated'],
    defaultSort: { key: 'public_pads_moderated', direction: 'desc' },
  };
}

/** The ISO date (YYYY-MM-DD) of a UTC day. */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** 4. Pad Engagement Fav/Rev: pads favourited or reviewed in the range. */
export function padStatsFav(range: DateRange): AggregateReport {
  // pad_fav_rev_days holds each pad's days with favourites or reviews and the running totals up to each.
  // hi: how many of those days are up to the range's last day; lo: how many before its first; the pad had
  // some in the range when hi > lo, and its counts are the totals at hi minus those at lo.
  const hi = sql`width_bucket(${isoDay(new Date(range.until.getTime() - 86_400_000))}::date, t.days)`;
  const lo = sql`width_bucket(${isoDay(new Date(range.from.getTime() - 86_400_000))}::date, t.days)`;
  const counts = (at: SQL, before: SQL) =>
    sql`coalesce(t.favourites_upto[${at}], 0) - coalesce(t.favourites_upto[${before}], 0) AS favourites,
      coalesce(t.reviews_upto[${at}], 0) - coalesce(t.reviews_upto[${before}], 0) AS reviews`;
  return {
    name: 'pad-stats-fav',
    // The searches run once per pad behind OFFSET 0 (the planner would otherwise repeat them in each
    // expression). Names are looked up for the page's rows only.
    rows: sql`SELECT t.pad_id AS id, ${counts(sql`t.hi`, sql`t.lo`)}
      FROM (SELECT t.pad_id, t.favourites_upto, t.reviews_upto, ${hi} AS hi, ${lo} AS lo
        FROM pad_fav_rev_days t OFFSET 0) t
      WHERE t.hi > t.lo`,
    // Sorted by name, the page walks a name index and computes its 25 rows only; the count reads the
    // searches alone.
    indexedRows: sql`SELECT t.pad_id AS id, t.name_key, ${counts(hi, lo)} FROM pad_fav_rev_days t WHERE ${hi} > ${lo}`,
    late: sql`(SELECT name FROM pads WHERE pads.id = r.id) AS name`,
    columns: [
      { key: 'id', title: 'ID' },
      { key: 'name', title: 'Name' },
      { key: 'favourites', title: 'Favourites' },
      { key: 'reviews', title: 'Reviews' },
    ],
    sorts: ['id', 'name', 'favourites', 'reviews'],
    sortColumns: { name: 'name_key' },
    indexedSorts: ['name'],
    defaultSort: { key: 'favourites', direction: 'desc' },
  };
}

/** 6. Onboarding Drop Off: users who stopped at each registration step (§9 role types). */
export function dropOff(p: {
  range: DateRange | null;
  type: number;
  device: string;
  newVersion: boolean | null;
}): AggregateReport {
  // Type 1 is owners; type 0 pilots of a device (spec part 3 §9).
  const who =
    p.type === 1 ? sql`role = ${ROLE.Owner}` : sql`role = ${ROLE.Pilot} AND registration_device = ${p.device}`;
  const version = p.newVersion === null ? sql`TRUE` : sql`registration_version = ${p.newVersion ? 2 : 1}`;
  return {
    name: 'drop-off',
    rows: sql`SELECT registration_step AS step, 'Step ' || registration_step AS label, count(*)::int AS count
      FROM users WHERE deleted_at IS NULL AND (${who}) AND ${version} AND ${inRange(sql`created_at`, p.range)}
      GROUP BY registration_step`,
    columns: [
      { key: 'label', title: 'Registration step' },
      { key: 'count', title: 'Users stopped here' },
    ],
    sorts: ['step', 'count'],
    defaultSort: { key: 'step', direction: 'asc' },
    unpaged: true,
  };
}

/** 7. Pilot Country: pilots who joined in the range, by country and premium state. */
export function pilotsCountry(p: { range: DateRange | null; countries: string[]; states: string[] }): AggregateReport {
  return {
    name: 'pilots-country',
    rows: sql`SELECT coalesce(c.name, users.country_code, 'Unknown') AS country, users.country_code,
        (count(*) FILTER (WHERE ${userIsPremium}))::int AS user_premium_count,
        (count(*) FILTER (WHERE NOT ${userIsPremium} AND NOT ${userIsFreemium}))::int AS user_non_premium_count,
        (count(*) FILTER (WHERE ${userIsFreemium}))::int AS user_fremium_count
      FROM users LEFT JOIN countries c ON c.code = users.country_code
      WHERE users.role = ${ROLE.Pilot} AND users.deleted_at IS NULL AND ${inRange(sql`users.created_at`, p.range)}
        AND ${codeIn(sql`users.country_code`, p.countries)} AND ${codeIn(sql`users.state_code`, p.states)}
      GROUP BY 1, 2`,
    columns: [
      { key: 'country', title: 'Country' },
      { key: 'user_premium_count', title: 'Premium Users' },
      { key: 'user_non_premium_count', title: 'Non Premium Users' },
      { key: 'user_fremium_count', title: 'Freemium Users' },
    ],
    sorts: ['country', 'user_premium_count', 'user_non_premium_count', 'user_fremium_count'],
    defaultSort: { key: 'user_premium_count', direction: 'desc' },
    unpaged: true,
  };
}

/** 8. In-app Engagement: what the apps submitted in the range, by revision type. */
export function moderationEngagement(p: { range: DateRange | null; withoutInternal: boolean }): AggregateReport {
  const types = Object.entries(REVISION_TYPE_LABELS).map(([id, label]) => sql`(${Number(id)}::int, ${label}::text)`);
  return {
    name: 'moderation-engagement',
    rows: sql`SELECT t.label AS type, t.id AS type_id, count(r.id)::int AS type_count
      FROM (VALUES ${sql.join(types, sql`, `)}) AS t(id, label)
      LEFT JOIN revisions r ON r.type = t.id AND ${inRange(sql`r.created_at`, p.range)}
        AND ${p.withoutInternal ? sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND (u.is_internal OR u.role = ${ROLE.Admin}))` : sql`TRUE`}
      GROUP BY t.id, t.label`,
    columns: [
      { key: 'type', title: 'Type' },
      { key: 'type_count', title: 'Count' },
    ],
    sorts: ['type_id', 'type', 'type_count'],
    defaultSort: { key: 'type_id', direction: 'asc' },
    unpaged: true,
  };
}

/** 10. Premium Subscriptions: new and recurring subscriptions started in the range, by role. */
export function premiumSubs(p: { range: DateRange | null; country: string; states: string[] }): AggregateReport {
  return {
    name: 'subs-report',
    rows: sql`SELECT CASE s.role WHEN ${ROLE.Owner} THEN 'Owner' WHEN ${ROLE.Pilot} THEN 'Pilot' ELSE 'Other' END AS role,
        (count(*) FILTER (WHERE s.kind = 1))::int AS new_subs, (count(*) FILTER (WHERE s.kind = 2))::int AS recurring,
        count(*)::int AS total
      FROM subscriptions s
      WHERE ${inRange(sql`s.started_at`, p.range)}
        AND ${
          p.country || p.states.length
            ? sql`EXISTS (SELECT 1 FROM users u WHERE u.id = s.user_id
              AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`} AND ${codeIn(sql`u.state_code`, p.states)})`
            : sql`TRUE`
        }
      GROUP BY 1`,
    columns: [
      { key: 'role', title: 'Role' },
      { key: 'new_subs', title: 'New' },
      { key: 'recurring', title: 'Recurring' },
      { key: 'total', title: 'Total' },
    ],
    sorts: ['role', 'new_subs', 'recurring', 'total'],
    defaultSort: { key: 'total', direction: 'desc' },
    unpaged: true,
  };
}

/** 11. Concurrent Pilot Logins: pilots by their live sessions (tokens used in the range, not revoked). */
export function concurrentLogins(p: {
  range: DateRange | null;
  keyword: string;
  country: string;
  state: string;
}): AggregateReport {
  const keyword = p.keyword ? userMatches('u', p.keyword) : sql`TRUE`;
  return {
    name: 'concurrent-logins',
    rows: sql`SELECT u.id, ${nameOf('u')} AS full_name, u.email, u.username, count(t.id)::int AS active_tokens
      FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.revoked_at IS NULL AND u.role = ${ROLE.Pilot} AND u.deleted_at IS NULL
        AND ${inRange(sql`coalesce(t.last_used_at, t.created_at)`, p.range)} AND ${keyword}
        AND ${p.country ? sql`u.country_code = ${p.country}` : sql`TRUE`} AND ${p.state ? sql`u.state_code = ${p.state}` : sql`TRUE`}
      GROUP BY u.id`,
    columns: [
      { key: 'full_name', title: 'Name' },
      { key: 'email', title: 'Email' },
      { key: 'username', title: 'Username' },
      { key: 'active_tokens', title: 'Active Tokens' },
    ],
    sorts: ['full_name', 'email', 'username', 'active_tokens'],
    defaultSort: { key: 'active_tokens', direction: 'desc' },
  };
}

/** 12. Pad Country: live pads by country: moderated, unmoderated and private. */
export function padCountry(p: { countries: string[]; states: string[] }): AggregateReport {
  // Without a US state the rows are pad_country_counts' (kept by triggers); a state is a region name, so those
  // rows count the country's pads.
  const counted = sql`SELECT coalesce(c.name, nullif(k.country_code, ''), 'Unknown') AS country,
      nullif(k.country_code, '') AS country_code,
      coalesce(sum(k.n) FILTER (WHERE NOT k.is_private AND k.is_moderated), 0)::int AS moderated_pads,
      coalesce(sum(k.n) FILTER (WHERE NOT k.is_private AND NOT k.is_moderated), 0)::int AS unmoderated_pads,
      coalesce(sum(k.n) FILTER (WHERE k.is_private), 0)::int AS private_pads
    FROM pad_country_counts k LEFT JOIN countries c ON c.code = k.country_code
    WHERE ${codeIn(sql`nullif(k.country_code, '')`, p.countries)}
    GROUP BY 1, 2 HAVING sum(k.n) <> 0`;
  return {
    name: 'pad-country',
    rows: p.states.length
      ? sql`SELECT coalesce(c.name, p.country_code, 'Unknown') AS country, p.country_code,
        (count(*) FILTER (WHERE p.user_id IS NULL AND p.status_id = ${STATUS.Moderated}))::int AS moderated_pads,
        (count(*) FILTER (WHERE p.user_id IS NULL AND p.status_id <> ${STATUS.Moderated}))::int AS unmoderated_pads,
        (count(*) FILTER (WHERE p.user_id IS NOT NULL))::int AS private_pads
      FROM pads p LEFT JOIN countries c ON c.code = p.country_code
      WHERE p.deleted_at IS NULL AND ${codeIn(sql`p.country_code`, p.countries)}
        AND p.country_code = 'US' AND EXISTS (SELECT 1 FROM us_states s WHERE s.code = ANY(${sql`ARRAY[${sql.join(
          p.states.map((s) => sql`${s}`),
          sql`, `,
        )}]::text[]`}) AND s.name = p.region)
      GROUP BY 1, 2`
      : counted,
    columns: [
      { key: 'country', title: 'Country' },
      { key: 'moderated_pads', title: 'Moderated Pads' },
      { key: 'unmoderated_pads', title: 'Unmoderated Pads' },
      { key: 'private_pads', title: 'Private Pads' },
    ],
    sorts: ['country', 'moderated_pads', 'unmoderated_pads', 'private_pads'],
    defaultSort: { key: 'moderated_pads', direction: 'desc' },
    unpaged: true,
  };
}

/** 13. 360 Surveys: surveys by status, per month of their last change, over the range. */
export function surveyReport(p: { range: DateRange | null; newVersion: boolean | null }): AggregateReport {
  return {
    name: 'survey-report',
    rows: sql`SELECT to_char(date_trunc('month', updated_at), 'YYYY-MM') AS month,
        (count(*) FILTER (WHERE status = 1))::int AS not_started, (count(*) FILTER (WHERE status = 2))::int AS in_progress,
        (count(*) FILTER (WHERE status = 3))::int AS completed, count(*)::int AS total
      FROM surveys WHERE ${inRange(sql`updated_at`, p.range)}
        AND ${p.newVersion === null ? sql`TRUE` : sql`is_new_version = ${p.newVersion}`}
      GROUP BY 1`,
    columns: [
      { key: 'month', title: 'Month' },
      { key: 'not_started', title: 'Not started' },
      { key: 'in_progress', title: 'In progress' },
      { key: 'completed', title: 'Completed' },
      { key: 'total', title: 'Total' },
    ],
    sorts: ['month', 'not_started', 'in_progress', 'completed', 'total'],
    defaultSort: { key: 'month', direction: 'asc' },
    unpaged: true,
  };
}

/** 14. Pilot aircrafts: every aircraft with its pilot; keyword over tail number, type and pilot. */
export function pilotAircrafts(p: { keyword: string }): AggregateReport {
  // Pilots are matched on their search text (names, username, e-mail) kept on the aircraft row (pilot_search), so the
  // keyword is a bitmap OR of the table's three trigram indexes.
  const pattern = likePattern(p.keyword);
  const keyword = sql`(a.tail_number ILIKE ${pattern} OR a.type ILIKE ${pattern} OR a.pilot_search ILIKE ${pattern})`;
  return {
    name: 'pilot-aircrafts',
    // Archived pilots are few: an anti-join on their partial index; the pilot's name and e-mail for the page only.
    rows: sql`SELECT a.id, a.tail_number, a.type, a.user_id, a.created_at
      FROM user_aircrafts a
      WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.deleted_at IS NOT NULL)
        AND ${p.keyword ? keyword : sql`TRUE`}`,
    late: sql`(SELECT ${nameOf('u')} FROM users u WHERE u.id = r.user_id) AS pilot,
      (SELECT u.email FROM users u WHERE u.id = r.user_id) AS email`,
    columns: [
      { key: 'tail_number', title: 'Tail number' },
      { key: 'type', title: 'Aircraft' },
      { key: 'pilot', title: 'Pilot' },
      { key: 'email', title: 'Email' },
    ],
    sorts: ['tail_number', 'type', 'pilot', 'email', 'created_at'],
    indexedSorts: ['tail_number'],
    defaultSort: { key: 'tail_number', direction: 'desc' },
  };
}
