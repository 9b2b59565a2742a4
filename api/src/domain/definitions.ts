// The business definitions behind the headline stats (spec part 1 §4), as SQL fragments. The stats
// endpoint counts with them and the list engine filters with them, so a number in the status bar and
// the list it links to can never disagree. Each fragment is a boolean that is never NULL.
import { sql, type SQL } from 'drizzle-orm';
import { pads, users } from '../db/schema.js';
import { ROLE } from '../plugins/auth.js';

// ---- pads ------------------------------------------------------------------------------------

/** Archived pads (deleted_at set) are out of every headline pad count. */
export const padIsLive: SQL = sql`(${pads.deleted_at} IS NULL)`;

/** Status 3 with landing permitted and not the aerial point of interest category (id 1). */
export const padIsModerated: SQL = sql`(${pads.status_id} = 3 AND ${pads.is_landing_permitted} AND ${pads.category_id} <> 1 AND ${padIsLive})`;

export const padIsUnmoderated: SQL = sql`(${pads.status_id} = 1 AND ${padIsLive})`;

/**
 * A live pad with a claimed owner contact (type 4): `has_claimed_owner`, kept by a trigger on contacts (migration
 * 0030), so the stats bar and the list's counts (pad_counts) read it without looking at the contacts.
 */
export const padIsClaimed: SQL = sql`(${padIsLive} AND ${pads.has_claimed_owner})`;

// ---- users (pilots and owners) -----------------------------------------------------------------

export const PREMIUM_STATES = ['premium', 'freemium', 'free'] as const;
export type PremiumState = (typeof PREMIUM_STATES)[number];

/** Paid: a renewal date at or after now, and no free renewal. */
export const userIsPremium: SQL = sql`(${users.renewal_date} IS NOT NULL AND ${users.renewal_date} >= now() AND ${users.free_renewal_date} IS NULL)`;

/** Had premium and let it lapse: a renewal date in the past (a campaign's 'Reverted'). */
export const userHasLapsed: SQL = sql`(${users.renewal_date} IS NOT NULL AND ${users.renewal_date} < now())`;

/** A free premium period: the free renewal date is the renewal date, and it is not past. */
// is_free_renewal is the stored `free_renewal_date = renewal_date` (both set), which the planner can estimate.
export const userIsFreemium: SQL = sql`(${users.is_free_renewal} AND ${users.renewal_date} >= now())`;
/** The same rule on the dates themselves: counting the free users then needs only users_renewal_idx. */
export const userIsFreemiumByDates: SQL = sql`(${users.free_renewal_date} IS NOT NULL AND ${users.renewal_date} IS NOT NULL AND ${users.free_renewal_date} = ${users.renewal_date} AND ${users.renewal_date} >= now())`;

/** Everything else: no dates, an expired renewal date, or dates that match neither rule above. */
export const userIsFree: SQL = sql`(NOT ${userIsPremium} AND NOT ${userIsFreemiumByDates})`;

/**
 * How many users are premium (kind 1) or freemium (kind 2) now, from user_renewal_days (migration 0054): the days
 * after today's UTC date, plus the users whose renewal falls later today (an index range of users_renewal_idx).
 * Equal to count(*) of userIsPremium / userIsFreemiumByDates over every user.
 */
/** Today's date in UTC: the kept renewal days (user_renewal_days, campaign_renewal_days, pilot_country_days) are UTC days. */
export const utcToday = sql`(now() AT TIME ZONE 'UTC')::date`;
/** When today (UTC) began, and when it ends. */
export const utcTodayStart = sql`(${utcToday}::timestamp AT TIME ZONE 'UTC')`;
export const utcTomorrowStart = sql`((${utcToday} + 1)::timestamp AT TIME ZONE 'UTC')`;

function renewalsAheadCount(kind: 1 | 2): SQL {
  const today = utcToday;
  const tomorrow = utcTomorrowStart;
  const sameKind =
    kind === 1 ? sql`${users.free_renewal_date} IS NULL` : sql`${users.free_renewal_date} = ${users.renewal_date}`;
  return sql`((SELECT coalesce(sum(d.n), 0) FROM user_renewal_days d WHERE d.kind = ${sql.raw(String(kind))} AND d.day > ${today})
    + (SELECT count(*) FROM ${users} WHERE ${users.renewal_date} >= now() AND ${users.renewal_date} < ${tomorrow} AND ${sameKind}))`;
}
export const premiumUsersNow: SQL = renewalsAheadCount(1);
export const freemiumUsersNow: SQL = renewalsAheadCount(2);

export const premiumState: Record<PremiumState, SQL> = {
  premium: userIsPremium,
  freemium: userIsFreemium,
  free: userIsFree,
};

/** The state as one value ('premium' | 'freemium' | 'free'), for list rows, exports and the user page. */
export const premiumStateSql: SQL = sql`CASE WHEN ${userIsPremium} THEN 'premium' WHEN ${userIsFreemium} THEN 'freemium' ELSE 'free' END`;

/** A user shown as deleted on the user map (category 9): archived, or the account was deleted. */
export const userIsDeletedOnMap: SQL = sql`(${users.deleted_at} IS NOT NULL OR ${users.is_deleted_account})`;

/** "Last 30 days" in the spec means one calendar month back until now. */
export const userIsActive: SQL = sql`(${users.last_action_at} IS NOT NULL AND ${users.last_action_at} >= now() - interval '1 month' AND ${users.last_action_at} <= now())`;

/** Deactivated users (deleted_at) are out of the owner and pilot counts. */
export const userIsCounted: SQL = sql`(${users.deleted_at} IS NULL)`;

export const userIsPilot: SQL = sql`(${users.role} = ${sql.raw(String(ROLE.Pilot))} AND ${userIsCounted})`;
export const userIsOwner: SQL = sql`(${users.role} = ${sql.raw(String(ROLE.Owner))} AND ${userIsCounted})`;

export const userIsDeletedAccount: SQL = sql`(${users.is_deleted_account})`;
