-- The report counters rebuilt from their sources with one grouped pass per source table instead of four count
-- subqueries per pad (the scale seed rebuilds them after its bulk insert: at 1M pads that was four million
-- subqueries). Same rows as 0020's version.
CREATE OR REPLACE FUNCTION rebuild_report_counters() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pad_engagement;
  INSERT INTO pad_engagement (pad_id, is_live, views, ppr_count, favourites, reviews)
  SELECT p.id, p.deleted_at IS NULL, coalesce(v.n, 0), coalesce(r.n, 0), coalesce(f.n, 0), coalesce(w.n, 0)
  FROM pads p
    LEFT JOIN (SELECT pad_id, count(*) AS n FROM pad_views GROUP BY 1) v ON v.pad_id = p.id
    LEFT JOIN (SELECT pad_id, count(*) AS n FROM ppr_requests GROUP BY 1) r ON r.pad_id = p.id
    LEFT JOIN (SELECT pad_id, count(*) AS n FROM user_favourites GROUP BY 1) f ON f.pad_id = p.id
    LEFT JOIN (SELECT pad_id, count(*) AS n FROM reviews GROUP BY 1) w ON w.pad_id = p.id
  ORDER BY p.id;
  DELETE FROM user_pad_counts;
  INSERT INTO user_pad_counts AS c (user_id, submitted, public_pads_moderated, public_pads_not_moderated, private_pads, ratings, reviews, is_live_pilot)
  SELECT d.uid, sum(d.s), sum(d.m), sum(d.nm), sum(d.p), sum(d.r), sum(d.c), bool_or(u.role = 2 AND u.deleted_at IS NULL) FROM (
    SELECT submitter_user_id, 1, (user_id IS NULL AND status_id = 3)::int, (user_id IS NULL AND status_id <> 3)::int, 0, 0, 0
      FROM pads WHERE submitter_user_id IS NOT NULL AND deleted_at IS NULL
    UNION ALL SELECT user_id, 0, 0, 0, 1, 0, 0 FROM pads WHERE user_id IS NOT NULL AND deleted_at IS NULL
    UNION ALL SELECT user_id, 0, 0, 0, 0, 1, (coalesce(comment, '') <> '')::int FROM reviews WHERE user_id IS NOT NULL
  ) AS d (uid, s, m, nm, p, r, c) JOIN users u ON u.id = d.uid
  GROUP BY 1 ORDER BY 1;
$$;
--> statement-breakpoint
-- The report copies rebuilt with pad_fav_rev_days computed for every pad in one grouped pass: 0025's version
-- passed every pad id as an array to pad_fav_rev_days_refresh, whose `pad_id = ANY(array)` is a probe per pad.
CREATE OR REPLACE FUNCTION rebuild_reports_speed() RETURNS void LANGUAGE sql AS $$
  UPDATE pad_engagement e SET name_key = lower(p.name) FROM pads p
    WHERE p.id = e.pad_id AND e.name_key IS DISTINCT FROM lower(p.name);
  UPDATE user_pad_counts c SET name_key = user_name_key(u.first_name, u.last_name, u.username) FROM users u
    WHERE u.id = c.user_id AND c.name_key IS DISTINCT FROM user_name_key(u.first_name, u.last_name, u.username);
  UPDATE user_aircrafts a SET pilot_search = user_search_text(u.first_name, u.last_name, u.username, u.email)
    FROM users u
    WHERE u.id = a.user_id
      AND a.pilot_search IS DISTINCT FROM user_search_text(u.first_name, u.last_name, u.username, u.email);
  DELETE FROM pad_fav_rev_days;
  INSERT INTO pad_fav_rev_days (pad_id, name_key, days, favourites_upto, reviews_upto)
  SELECT d.pad_id, lower(p.name), array_agg(d.day ORDER BY d.day), array_agg(d.f ORDER BY d.day),
    array_agg(d.r ORDER BY d.day)
  FROM (SELECT e.pad_id, e.day, (sum(sum(e.f)) OVER w)::int AS f, (sum(sum(e.r)) OVER w)::int AS r
    FROM (SELECT pad_id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS f, 0 AS r FROM user_favourites
      UNION ALL SELECT pad_id, (created_at AT TIME ZONE 'UTC')::date, 0, 1 FROM reviews) e
    GROUP BY e.pad_id, e.day WINDOW w AS (PARTITION BY e.pad_id ORDER BY e.day)) d
  JOIN pads p ON p.id = d.pad_id
  GROUP BY d.pad_id, p.name ORDER BY 1;
$$;
