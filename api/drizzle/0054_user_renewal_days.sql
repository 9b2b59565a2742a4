-- Users per UTC day of their renewal date and kind (1: paid, no free renewal date; 2: free, the free renewal date is
-- the renewal date): how many users are premium or freemium now is the sum over the days after today plus today's
-- users still ahead of now() (an index range), instead of counting ~250k users each at 2M users (issue 38). Users with
-- no renewal date, or a free renewal date that differs from it (neither premium nor freemium at any time), have no row.
CREATE TABLE "user_renewal_days" (
	"day" date NOT NULL,
	"kind" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_renewal_days" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
-- Appended and folded like user_counts (0052): each statement appends the differences it made per key (an update that
-- changes no renewal nets to nothing and appends nothing), and one write in fifty folds the table.
CREATE FUNCTION user_renewal_days_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := '(renewal_date AT TIME ZONE ''UTC'')::date,
    CASE WHEN free_renewal_date IS NULL THEN 1 WHEN free_renewal_date = renewal_date THEN 2 END';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', key)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', key)
    ELSE format('SELECT %1$s, 1 FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', key)
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM user_renewal_days;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO user_renewal_days (day, kind, n)
     SELECT d, k, sum(n) FROM (%s) AS c (d, k, n) WHERE d IS NOT NULL AND k IS NOT NULL GROUP BY 1, 2 HAVING sum(n) <> 0',
    delta);
  IF random() < 0.02 THEN
    PERFORM fold_kept_counts('user_renewal_days', 'day, kind');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_renewal_days_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_renewal_days_on_change();
--> statement-breakpoint
CREATE TRIGGER user_renewal_days_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_renewal_days_on_change();
--> statement-breakpoint
CREATE TRIGGER user_renewal_days_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_renewal_days_on_change();
--> statement-breakpoint
CREATE TRIGGER user_renewal_days_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_renewal_days_on_change();
--> statement-breakpoint
-- Here, and by the scale seed (its bulk insert runs without triggers).
CREATE FUNCTION rebuild_user_renewal_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_renewal_days;
  INSERT INTO user_renewal_days (day, kind, n)
    SELECT (renewal_date AT TIME ZONE 'UTC')::date,
      CASE WHEN free_renewal_date IS NULL THEN 1 WHEN free_renewal_date = renewal_date THEN 2 END, count(*)
    FROM users
    WHERE renewal_date IS NOT NULL AND (free_renewal_date IS NULL OR free_renewal_date = renewal_date)
    GROUP BY 1, 2 ORDER BY 1, 2;
$$;
--> statement-breakpoint
SELECT rebuild_user_renewal_days();
--> statement-breakpoint
CREATE INDEX "user_renewal_days_idx" ON "user_renewal_days" USING btree ("kind","day","n");
--> statement-breakpoint
ANALYZE user_renewal_days;
