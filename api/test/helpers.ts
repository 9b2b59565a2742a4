// Users and sessions for tests, made directly in the database (no login round trip, no rate limit).
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { and, asc, eq } from 'drizzle-orm';
import { activityLogs, users } from '../src/db/schema.js';
import { hashPassword } from '../src/domain/passwords.js';
import { issueToken, ROLE } from '../src/plugins/auth.js';

export { ROLE };

let passwordHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery staple';

export async function createUser(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const tag = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      first_name: 'Test',
      last_name: tag,
      username: `user_${tag}`,
      email: `user_${tag}@example.com`,
      password_hash: await passwordHash,
      role: ROLE.Admin,
      ...values,
    })
    .returning();
  return user!;
}

/** A user with a live bearer token. */
export async function userWithToken(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(db, values);
  const token = await issueToken(db, user.id, 'jest', '127.0.0.1');
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

/** The audit log rows of one entity, oldest first (for checking who did what, and the before/after). */
export async function auditLogOf(db: Db, entityType: string, entityId: number) {
  return db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.entity_type, entityType), eq(activityLogs.entity_id, entityId)))
    .orderBy(asc(activityLogs.id));
}

/**
 * Rows of the report counters (pad_engagement, user_pad_counts, pad_fav_rev_days, pad_fav_rev_steps,
 * subscription_day_counts, revision_day_counts) and the report copies
 * of names (the name sort keys, the aircraft rows' pilot text) that differ from a recount of their
 * sources: the triggers that keep them must leave none after any write.
 */
export async function staleReportCounters(db: Db): Promise<unknown[]> {
  const { rows } = await db.$client.query(`
    WITH pe AS (SELECT p.id AS pad_id, p.deleted_at IS NULL AS is_live,
        (SELECT count(*) FROM pad_views x WHERE x.pad_id = p.id)::int AS views,
        (SELECT count(*) FROM ppr_requests x WHERE x.pad_id = p.id)::int AS ppr_count,
        (SELECT count(*) FROM user_favourites x WHERE x.pad_id = p.id)::int AS favourites,
        (SELECT count(*) FROM reviews x WHERE x.pad_id = p.id)::int AS reviews FROM pads p),
    uc AS (SELECT uid AS user_id, sum(s)::int AS submitted, sum(m)::int AS public_pads_moderated,
        sum(nm)::int AS public_pads_not_moderated, sum(p)::int AS private_pads, sum(r)::int AS ratings, sum(c)::int AS reviews
      FROM (SELECT submitter_user_id, 1, (user_id IS NULL AND status_id = 3)::int, (user_id IS NULL AND status_id <> 3)::int, 0, 0, 0
          FROM pads WHERE submitter_user_id IS NOT NULL AND deleted_at IS NULL
        UNION ALL SELECT user_id, 0, 0, 0, 1, 0, 0 FROM pads WHERE user_id IS NOT NULL AND deleted_at IS NULL
        UNION ALL SELECT user_id, 0, 0, 0, 0, 1, (coalesce(comment, '') <> '')::int FROM reviews WHERE user_id IS NOT NULL
      ) d (uid, s, m, nm, p, r, c) GROUP BY 1)
    SELECT 'pad_engagement' AS counter, coalesce(a.pad_id, b.pad_id) AS id, row_to_json(a) AS expected, row_to_json(b) AS kept
      FROM pe a FULL JOIN pad_engagement b ON b.pad_id = a.pad_id
      WHERE (a.views, a.ppr_count, a.favourites, a.reviews, a.is_live)
        IS DISTINCT FROM (b.views, b.ppr_count, b.favourites, b.reviews, b.is_live)
    UNION ALL
    SELECT 'user_pad_counts', coalesce(a.user_id, b.user_id), row_to_json(a), row_to_json(b)
      FROM uc a FULL JOIN user_pad_counts b ON b.user_id = a.user_id
      WHERE (coalesce(a.submitted, 0), coalesce(a.public_pads_moderated, 0), coalesce(a.public_pads_not_moderated, 0),
          coalesce(a.private_pads, 0), coalesce(a.ratings, 0), coalesce(a.reviews, 0))
        IS DISTINCT FROM (coalesce(b.submitted, 0), coalesce(b.public_pads_moderated, 0), coalesce(b.public_pads_not_moderated, 0),
          coalesce(b.private_pads, 0), coalesce(b.ratings, 0), coalesce(b.reviews, 0))
    UNION ALL
    SELECT 'user_pad_counts.is_live_pilot', b.user_id, to_json(u.role = 2 AND u.deleted_at IS NULL), to_json(b.is_live_pilot)
      FROM user_pad_counts b JOIN users u ON u.id = b.user_id
      WHERE b.is_live_pilot IS DISTINCT FROM (u.role = 2 AND u.deleted_at IS NULL)
    UNION ALL
    SELECT 'pad_engagement.name_key', b.pad_id, to_json(lower(p.name)), to_json(b.name_key)
      FROM pad_engagement b JOIN pads p ON p.id = b.pad_id WHERE b.name_key <> lower(p.name)
    UNION ALL
    SELECT 'user_pad_counts.name_key', b.user_id,
        to_json(lower(trim(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)))), to_json(b.name_key)
      FROM user_pad_counts b JOIN users u ON u.id = b.user_id
      WHERE b.name_key <> lower(trim(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)))
    UNION ALL
    SELECT 'user_aircrafts.pilot_search', a.id,
        to_json(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email), to_json(a.pilot_search)
      FROM user_aircrafts a JOIN users u ON u.id = a.user_id
      WHERE a.pilot_search <> u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email
    UNION ALL
    -- pad_fav_rev_days: its days are exactly the UTC days with a favourite or review of the pad, ascending,
    -- each with the number of them made before the next day; its name key is the pad's name in lower case.
    SELECT 'pad_fav_rev_days.days', coalesce(e.pad_id, k.pad_id), to_json(e.day), to_json(k.day)
      FROM (SELECT pad_id, (created_at AT TIME ZONE 'UTC')::date AS day FROM user_favourites
          UNION SELECT pad_id, (created_at AT TIME ZONE 'UTC')::date FROM reviews) e
        FULL JOIN (SELECT t.pad_id, d.day FROM pad_fav_rev_days t, unnest(t.days) AS d (day)) k
        ON k.pad_id = e.pad_id AND k.day = e.day
      WHERE e.pad_id IS NULL OR k.pad_id IS NULL
    UNION ALL
    SELECT 'pad_fav_rev_days.order', t.pad_id, to_json(ARRAY(SELECT unnest(t.days) ORDER BY 1)), to_json(t.days)
      FROM pad_fav_rev_days t WHERE t.days <> ARRAY(SELECT unnest(t.days) ORDER BY 1)
    UNION ALL
    SELECT 'pad_fav_rev_days.upto', t.pad_id, json_build_object('day', k.day, 'favourites', f.n, 'reviews', r.n),
        json_build_object('day', k.day, 'favourites', k.f, 'reviews', k.r)
      FROM pad_fav_rev_days t, unnest(t.days, t.favourites_upto, t.reviews_upto) AS k (day, f, r),
        LATERAL (SELECT count(*)::int AS n FROM user_favourites x
          WHERE x.pad_id = t.pad_id AND x.created_at < (k.day + 1)::timestamp AT TIME ZONE 'UTC') f,
        LATERAL (SELECT count(*)::int AS n FROM reviews x
          WHERE x.pad_id = t.pad_id AND x.created_at < (k.day + 1)::timestamp AT TIME ZONE 'UTC') r
      WHERE (k.f, k.r) IS DISTINCT FROM (f.n, r.n)
    UNION ALL
    SELECT 'pad_fav_rev_days.name_key', t.pad_id, to_json(lower(p.name)), to_json(t.name_key)
      FROM pad_fav_rev_days t JOIN pads p ON p.id = t.pad_id WHERE t.name_key <> lower(p.name)
    UNION ALL
    -- pad_fav_rev_steps: per (grain, day, previous day of the same pad), how many of pad_fav_rev_days' days have
    -- it; its rows for a key add up to that (a key may have a few rows not folded yet).
    SELECT 'pad_fav_rev_steps', NULL, json_build_object('by_month', e.by_month, 'day', e.day, 'prev', e.prev, 'n', e.n),
        json_build_object('by_month', k.by_month, 'day', k.day, 'prev', k.prev, 'n', k.n)
      FROM (SELECT g.by_month, d.day,
            CASE WHEN g.by_month THEN date_trunc('month', coalesce(t.days[d.i - 1], '-infinity')::timestamp)::date
              ELSE coalesce(t.days[d.i - 1], '-infinity') END AS prev, count(*)::int AS n
          FROM pad_fav_rev_days t, unnest(t.days) WITH ORDINALITY AS d (day, i), (VALUES (false), (true)) AS g (by_month)
          GROUP BY 1, 2, 3) e
        FULL JOIN (SELECT by_month, day, prev, sum(n)::int AS n FROM pad_fav_rev_steps GROUP BY 1, 2, 3
          HAVING sum(n) <> 0) k
        ON (k.by_month, k.day, k.prev) = (e.by_month, e.day, e.prev)
      WHERE e.n IS DISTINCT FROM k.n
    UNION ALL
    SELECT 'subscription_day_counts', NULL, json_build_object('day', e.day, 'role', e.role, 'kind', e.kind, 'n', e.n),
        json_build_object('day', k.day, 'role', k.role, 'kind', k.kind, 'n', k.n)
      FROM (SELECT (started_at AT TIME ZONE 'UTC')::date AS day, role, kind, count(*)::int AS n FROM subscriptions
          GROUP BY 1, 2, 3) e
        FULL JOIN (SELECT day, role, kind, sum(n)::int AS n FROM subscription_day_counts GROUP BY 1, 2, 3
          HAVING sum(n) <> 0) k
        ON (k.day, k.role, k.kind) = (e.day, e.role, e.kind)
      WHERE e.n IS DISTINCT FROM k.n
    UNION ALL
    SELECT 'revision_day_counts', NULL, json_build_object('day', e.day, 'type', e.type, 'internal', e.internal, 'n', e.n),
        json_build_object('day', k.day, 'type', k.type, 'internal', k.internal, 'n', k.n)
      FROM (SELECT (r.created_at AT TIME ZONE 'UTC')::date AS day, r.type,
            EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND (u.is_internal OR u.role = 1)) AS internal,
            count(*)::int AS n
          FROM revisions r GROUP BY 1, 2, 3) e
        FULL JOIN (SELECT day, type, internal, sum(n)::int AS n FROM revision_day_counts GROUP BY 1, 2, 3
          HAVING sum(n) <> 0) k
        ON (k.day, k.type, k.internal) = (e.day, e.type, e.internal)
      WHERE e.n IS DISTINCT FROM k.n
    UNION ALL
    -- campaign_renewal_days, pilot_country_days (issue 38): per key, the users it counts (NULL days compared as such).
    SELECT 'campaign_renewal_days', NULL, json_build_object('campaign_id', e.campaign_id, 'day', e.day, 'paid', e.paid, 'n', e.n),
        json_build_object('campaign_id', k.campaign_id, 'day', k.day, 'paid', k.paid, 'n', k.n)
      FROM (SELECT campaign_id, (renewal_date AT TIME ZONE 'UTC')::date AS day, free_renewal_date IS NULL AS paid,
            count(*)::int AS n
          FROM users WHERE campaign_id IS NOT NULL GROUP BY 1, 2, 3) e
        FULL JOIN (SELECT campaign_id, day, paid, sum(n)::int AS n FROM campaign_renewal_days GROUP BY 1, 2, 3
          HAVING sum(n) <> 0) k
        ON k.campaign_id = e.campaign_id AND k.day IS NOT DISTINCT FROM e.day AND k.paid = e.paid
      WHERE e.n IS DISTINCT FROM k.n
    UNION ALL
    SELECT 'pilot_country_days', NULL, json_build_object('country', e.country, 'day', e.day, 'kind', e.kind, 'n', e.n),
        json_build_object('country', k.country_code, 'day', k.day, 'kind', k.kind, 'n', k.n)
      FROM (SELECT coalesce(country_code, '') AS country, (renewal_date AT TIME ZONE 'UTC')::date AS day,
            CASE WHEN renewal_date IS NULL THEN 0 WHEN free_renewal_date IS NULL THEN 1
              WHEN free_renewal_date = renewal_date THEN 2 ELSE 3 END AS kind, count(*)::int AS n
          FROM users WHERE role = 2 AND deleted_at IS NULL GROUP BY 1, 2, 3) e
        FULL JOIN (SELECT country_code, day, kind, sum(n)::int AS n FROM pilot_country_days GROUP BY 1, 2, 3
          HAVING sum(n) <> 0) k
        ON k.country_code = e.country AND k.day IS NOT DISTINCT FROM e.day AND k.kind = e.kind
      WHERE e.n IS DISTINCT FROM k.n
    UNION ALL
    SELECT 'user_aircraft_counts', NULL, to_json(e.n), to_json(k.n)
      FROM (SELECT count(*)::int AS n FROM user_aircrafts) e, (SELECT coalesce(sum(n), 0)::int AS n FROM user_aircraft_counts) k
      WHERE e.n <> k.n`);
  return rows;
}
