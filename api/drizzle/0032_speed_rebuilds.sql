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
