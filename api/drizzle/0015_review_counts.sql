CREATE TABLE "review_counts" (
	"is_approved" boolean NOT NULL,
	"is_reported" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "review_counts_is_approved_is_reported_rating_pk" PRIMARY KEY("is_approved","is_reported","rating")
);
--> statement-breakpoint
-- review_counts: reviews per (is_approved, is_reported, rating), kept by statement-level triggers with
-- transition tables (one upsert per statement, so a bulk insert costs one), upserted in key order so
-- two transactions lock counters in the same order. As revision_counts (0011).
CREATE FUNCTION review_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT is_approved, is_reported, rating, count(*) FROM new_rows GROUP BY 1, 2, 3'
    WHEN 'DELETE' THEN 'SELECT is_approved, is_reported, rating, -count(*) FROM old_rows GROUP BY 1, 2, 3'
    ELSE 'SELECT is_approved, is_reported, rating, count(*) FROM new_rows GROUP BY 1, 2, 3
          UNION ALL SELECT is_approved, is_reported, rating, -count(*) FROM old_rows GROUP BY 1, 2, 3'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM review_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO review_counts AS c (is_approved, is_reported, rating, n)
     SELECT is_approved, is_reported, rating, sum(n) FROM (%s) AS d (is_approved, is_reported, rating, n)
     GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
     ON CONFLICT (is_approved, is_reported, rating) DO UPDATE SET n = c.n + EXCLUDED.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER review_counts_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_counts_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_counts_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER review_counts_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_on_change();
--> statement-breakpoint
INSERT INTO review_counts (is_approved, is_reported, rating, n)
SELECT is_approved, is_reported, rating, count(*) FROM reviews GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
