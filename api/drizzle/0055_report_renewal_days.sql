-- Kept counts for the Campaigns and Pilot Country reports (issue 38): users per campaign, and live pilots per country,
-- by the UTC day of their renewal date, so "premium now" is a sum over the days after today plus today's renewals
-- still ahead (read from users), instead of a pass over every campaign user or pilot (~500k and ~1.6M at 2M users).
-- Appended and folded like user_renewal_days (0054).
CREATE TABLE "campaign_renewal_days" (
	"campaign_id" integer NOT NULL,
	"day" date,
	"paid" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_country_days" (
	"country_code" varchar(2) NOT NULL,
	"day" date,
	"kind" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaign_renewal_days" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE "pilot_country_days" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
-- A campaign user's key: campaign, renewal day (NULL: none), paid (no free renewal date). A live pilot's: country
-- ('' for none), renewal day, kind (0: no renewal date, 1: paid, 2: free, the free renewal date is the renewal date,
-- 3: a free renewal date that differs).
CREATE FUNCTION report_renewal_days_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  campaign_key text := 'campaign_id, (renewal_date AT TIME ZONE ''UTC'')::date, free_renewal_date IS NULL';
  campaign_where text := 'campaign_id IS NOT NULL';
  pilot_key text := 'coalesce(country_code, ''''), (renewal_date AT TIME ZONE ''UTC'')::date,
    CASE WHEN renewal_date IS NULL THEN 0 WHEN free_renewal_date IS NULL THEN 1 WHEN free_renewal_date = renewal_date THEN 2 ELSE 3 END';
  pilot_where text := 'role = 2 AND deleted_at IS NULL';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$s, 1 FROM new_rows WHERE %2$s'
    WHEN 'DELETE' THEN 'SELECT %1$s, -1 FROM old_rows WHERE %2$s'
    ELSE 'SELECT %1$s, 1 FROM new_rows WHERE %2$s UNION ALL SELECT %1$s, -1 FROM old_rows WHERE %2$s'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM campaign_renewal_days;
    DELETE FROM pilot_country_days;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO campaign_renewal_days (campaign_id, day, paid, n)
     SELECT c, d, p, sum(n) FROM (%s) AS x (c, d, p, n) GROUP BY 1, 2, 3 HAVING sum(n) <> 0',
    format(delta, campaign_key, campaign_where));
  EXECUTE format(
    'INSERT INTO pilot_country_days (country_code, day, kind, n)
     SELECT c, d, k, sum(n) FROM (%s) AS x (c, d, k, n) GROUP BY 1, 2, 3 HAVING sum(n) <> 0',
    format(delta, pilot_key, pilot_where));
  IF random() < 0.02 THEN
    PERFORM fold_kept_counts('campaign_renewal_days', 'campaign_id, day, paid');
    PERFORM fold_kept_counts('pilot_country_days', 'country_code, day, kind');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_renewal_days_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_renewal_days_on_change();
--> statement-breakpoint
CREATE TRIGGER report_renewal_days_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_renewal_days_on_change();
--> statement-breakpoint
CREATE TRIGGER report_renewal_days_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_renewal_days_on_change();
--> statement-breakpoint
CREATE TRIGGER report_renewal_days_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION report_renewal_days_on_change();
--> statement-breakpoint
-- Here, and by the scale seed (its bulk insert runs without triggers).
CREATE FUNCTION rebuild_report_renewal_days() RETURNS void LANGUAGE sql AS $$
  DELETE FROM campaign_renewal_days;
  INSERT INTO campaign_renewal_days (campaign_id, day, paid, n)
    SELECT campaign_id, (renewal_date AT TIME ZONE 'UTC')::date, free_renewal_date IS NULL, count(*)
    FROM users WHERE campaign_id IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  DELETE FROM pilot_country_days;
  INSERT INTO pilot_country_days (country_code, day, kind, n)
    SELECT coalesce(country_code, ''), (renewal_date AT TIME ZONE 'UTC')::date,
      CASE WHEN renewal_date IS NULL THEN 0 WHEN free_renewal_date IS NULL THEN 1 WHEN free_renewal_date = renewal_date THEN 2 ELSE 3 END,
      count(*)
    FROM users WHERE role = 2 AND deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_report_renewal_days();
--> statement-breakpoint
CREATE INDEX "campaign_renewal_days_idx" ON "campaign_renewal_days" USING btree ("campaign_id","day","paid","n");
--> statement-breakpoint
CREATE INDEX "pilot_country_days_idx" ON "pilot_country_days" USING btree ("country_code","kind","day","n");
--> statement-breakpoint
ANALYZE campaign_renewal_days, pilot_country_days;
