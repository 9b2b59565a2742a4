CREATE TABLE "pad_fav_rev_steps" (
	"by_month" boolean NOT NULL,
	"day" date NOT NULL,
	"prev" date NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pad_fav_rev_steps" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
-- pad_fav_rev_steps: for each day a pad had favourites or reviews (pad_fav_rev_days.days), the pad's previous such
-- day ('-infinity' for its first), counted over all pads; by_month rows hold the previous day truncated to its
-- month. A pad had some in [a, b] exactly when one of its days d in [a, b] follows a day before a (its first day
-- in the range), so Fav/Rev's total is the sum of n over day in [a, b] and prev < a: the by_month rows whose
-- month starts before a's month plus the by-day rows from a's month start to a; a few thousand rows at any scale.
-- Kept from pad_fav_rev_days' own changes (its days move only under its row lock, in the writer's transaction):
-- each statement appends the difference of its old and new steps, then folds the keys it touched into one row
-- (rows another transaction holds are skipped, never waited for).
CREATE FUNCTION pad_fav_rev_steps_of(days date[]) RETURNS TABLE (by_month boolean, day date, prev date)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT g.by_month, s.day, CASE WHEN g.by_month THEN date_trunc('month', s.prev::timestamp)::date ELSE s.prev END
  FROM (SELECT d.day, coalesce(days[d.i - 1], '-infinity'::date) AS prev
      FROM unnest(days) WITH ORDINALITY AS d (day, i)) s,
    (VALUES (false), (true)) AS g (by_month);
$$;
--> statement-breakpoint
CREATE FUNCTION pad_fav_rev_steps_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT days, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT days, -1 AS n FROM old_rows'
    ELSE 'SELECT days, 1 AS n FROM new_rows UNION ALL SELECT days, -1 FROM old_rows'
  END;
  months boolean[];
  days date[];
  prevs date[];
  deltas integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pad_fav_rev_steps;
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT array_agg(by_month), array_agg(day), array_agg(prev), array_agg(n)
    FROM (SELECT s.by_month, s.day, s.prev, sum(c.n)::int AS n FROM (%s) c, pad_fav_rev_steps_of(c.days) s
      GROUP BY 1, 2, 3 HAVING sum(c.n) <> 0) d', changed) INTO months, days, prevs, deltas;
  IF deltas IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO pad_fav_rev_steps (by_month, day, prev, n) SELECT * FROM unnest(months, days, prevs, deltas);
  WITH gone AS (DELETE FROM pad_fav_rev_steps WHERE ctid IN (
      SELECT s.ctid FROM pad_fav_rev_steps s JOIN unnest(months, days, prevs) AS k (by_month, day, prev)
        ON (s.by_month, s.day, s.prev) = (k.by_month, k.day, k.prev)
      FOR UPDATE OF s SKIP LOCKED) RETURNING *)
  INSERT INTO pad_fav_rev_steps (by_month, day, prev, n)
    SELECT by_month, day, prev, sum(n) FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_steps_insert AFTER INSERT ON pad_fav_rev_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_steps_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_steps_delete AFTER DELETE ON pad_fav_rev_days
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_steps_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_steps_update AFTER UPDATE ON pad_fav_rev_days
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_steps_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_steps_truncate AFTER TRUNCATE ON pad_fav_rev_days
  FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_steps_on_change();
--> statement-breakpoint
-- The steps counted afresh from pad_fav_rev_days in one grouped pass: here, and by the scale seed after
-- rebuild_reports_speed() (whose delete and insert of every pad's row would leave two big differences to fold).
CREATE FUNCTION rebuild_pad_fav_rev_steps() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pad_fav_rev_steps;
  INSERT INTO pad_fav_rev_steps (by_month, day, prev, n)
    SELECT s.by_month, s.day, s.prev, count(*) FROM pad_fav_rev_days t, pad_fav_rev_steps_of(t.days) s GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_pad_fav_rev_steps();--> statement-breakpoint
CREATE INDEX "pad_fav_rev_steps_month_idx" ON "pad_fav_rev_steps" USING btree ("day","prev","n") WHERE "pad_fav_rev_steps"."by_month";--> statement-breakpoint
CREATE INDEX "pad_fav_rev_steps_day_idx" ON "pad_fav_rev_steps" USING btree ("prev","day","n") WHERE NOT "pad_fav_rev_steps"."by_month";--> statement-breakpoint
-- Each pad's count in all (the running total at its last day), most first and ties by id: Fav/Rev sorted by
-- favourites or reviews looks for a page among the pads whose count in all can reach it.
CREATE INDEX "pad_fav_rev_days_favourites_idx" ON "pad_fav_rev_days" USING btree (("favourites_upto"[cardinality("favourites_upto")]) DESC,"pad_id");--> statement-breakpoint
CREATE INDEX "pad_fav_rev_days_reviews_idx" ON "pad_fav_rev_days" USING btree (("reviews_upto"[cardinality("reviews_upto")]) DESC,"pad_id");--> statement-breakpoint
-- Campaigns and Premium Subscriptions count from an index alone: the campaign index holds the renewal dates, the
-- subscriptions' start index their role and kind.
DROP INDEX "users_campaign_idx";--> statement-breakpoint
CREATE INDEX "users_campaign_idx" ON "users" USING btree ("campaign_id","renewal_date","free_renewal_date") WHERE "users"."campaign_id" IS NOT NULL;--> statement-breakpoint
DROP INDEX "subscriptions_started_idx";--> statement-breakpoint
CREATE INDEX "subscriptions_started_idx" ON "subscriptions" USING btree ("started_at","role","kind");--> statement-breakpoint
ANALYZE pad_fav_rev_steps, pad_fav_rev_days;
--> statement-breakpoint
CREATE TABLE "subscription_day_counts" (
	"day" date NOT NULL,
	"role" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_day_counts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
-- subscription_day_counts: subscriptions started per UTC day (the report's dates), role and kind, kept by
-- statement-level triggers with transition tables, appended and folded (fold_kept_counts) like pad_country_counts (0045).
-- Kept counts appended as differences are folded now and then: every row no other transaction holds is summed
-- into one per key (the key columns given), and keys that sum to nothing go.
CREATE FUNCTION fold_kept_counts(counts regclass, keys text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('WITH gone AS (DELETE FROM %1$s WHERE ctid IN (SELECT ctid FROM %1$s FOR UPDATE SKIP LOCKED) RETURNING *)
    INSERT INTO %1$s (%2$s, n) SELECT %2$s, sum(n) FROM gone GROUP BY %2$s HAVING sum(n) <> 0', counts, keys);
END $$;
--> statement-breakpoint
CREATE FUNCTION subscription_day_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := '(started_at AT TIME ZONE ''UTC'')::date, role, kind';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows', key)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows', key)
    ELSE format('SELECT %1$s, 1 FROM new_rows UNION ALL SELECT %1$s, -1 FROM old_rows', key)
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM subscription_day_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO subscription_day_counts (day, role, kind, n)
     SELECT d, r, k, sum(n) FROM (%s) AS d (d, r, k, n) GROUP BY 1, 2, 3 HAVING sum(n) <> 0', delta);
  IF random() < 0.02 THEN
    PERFORM fold_kept_counts('subscription_day_counts', 'day, role, kind');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscription_day_counts_insert AFTER INSERT ON subscriptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER subscription_day_counts_delete AFTER DELETE ON subscriptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER subscription_day_counts_update AFTER UPDATE ON subscriptions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION subscription_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER subscription_day_counts_truncate AFTER TRUNCATE ON subscriptions
  FOR EACH STATEMENT EXECUTE FUNCTION subscription_day_counts_on_change();
--> statement-breakpoint
-- Here, and by the scale seed (its bulk insert runs without triggers).
CREATE FUNCTION rebuild_subscription_day_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM subscription_day_counts;
  INSERT INTO subscription_day_counts (day, role, kind, n)
    SELECT (started_at AT TIME ZONE 'UTC')::date, role, kind, count(*) FROM subscriptions GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_subscription_day_counts();--> statement-breakpoint
CREATE INDEX "subscription_day_counts_idx" ON "subscription_day_counts" USING btree ("day","role","kind","n");--> statement-breakpoint
ANALYZE subscription_day_counts;
--> statement-breakpoint
CREATE TABLE "revision_day_counts" (
	"day" date NOT NULL,
	"type" smallint NOT NULL,
	"internal" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_day_counts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);--> statement-breakpoint
-- revision_day_counts: revisions per UTC day and type, apart for submitters who are internal or admins now
-- (In-app Engagement's 'Remove test/internal results'), appended and folded (fold_kept_counts).
-- After a write of revisions. The key depends on the submitter's flags, so the submitters' rows are locked
-- (shared, in id order) before they are read: a change of the flags either waits for this transaction and then
-- moves these revisions with the others (revision_day_counts_on_user), or commits first and is read here.
CREATE FUNCTION revision_day_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cols text := 'user_id, created_at, type';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS n FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS n FROM old_rows', cols)
    -- An update moves a count only when it changes a row's submitter, day or type (a status change does not).
    ELSE format('SELECT *, 1 AS n FROM (SELECT %1$s FROM new_rows EXCEPT ALL SELECT %1$s FROM old_rows) a
      UNION ALL SELECT *, -1 FROM (SELECT %1$s FROM old_rows EXCEPT ALL SELECT %1$s FROM new_rows) b', cols)
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM revision_day_counts;
    RETURN NULL;
  END IF;
  EXECUTE format('SELECT 1 FROM users WHERE id IN (SELECT user_id FROM (%s) c) ORDER BY id FOR SHARE', changed);
  EXECUTE format(
    'INSERT INTO revision_day_counts (day, type, internal, n)
     SELECT (c.created_at AT TIME ZONE ''UTC'')::date, c.type,
       EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND (u.is_internal OR u.role = 1)), sum(c.n)
     FROM (%s) c GROUP BY 1, 2, 3 HAVING sum(c.n) <> 0', changed);
  IF random() < 0.02 THEN
    PERFORM fold_kept_counts('revision_day_counts', 'day, type, internal');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revision_day_counts_insert AFTER INSERT ON revisions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revision_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER revision_day_counts_delete AFTER DELETE ON revisions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revision_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER revision_day_counts_update AFTER UPDATE ON revisions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revision_day_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER revision_day_counts_truncate AFTER TRUNCATE ON revisions
  FOR EACH STATEMENT EXECUTE FUNCTION revision_day_counts_on_change();
--> statement-breakpoint
-- A user who becomes (or stops being) internal or an admin takes their revisions to the other side; one deleted
-- leaves them without a submitter (revisions.user_id is set null), which counts as not internal.
CREATE FUNCTION revision_day_counts_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_internal boolean := coalesce(OLD.is_internal OR OLD.role = 1, false);
  now_internal boolean := CASE WHEN TG_OP = 'DELETE' THEN false ELSE coalesce(NEW.is_internal OR NEW.role = 1, false) END;
BEGIN
  INSERT INTO revision_day_counts (day, type, internal, n)
    SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.type, x.internal, sum(x.n)
    FROM revisions r, (VALUES (was_internal, -1), (now_internal, 1)) AS x (internal, n)
    WHERE r.user_id = OLD.id GROUP BY 1, 2, 3 HAVING sum(x.n) <> 0;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER revision_day_counts_user_flags AFTER UPDATE OF is_internal, role ON users FOR EACH ROW
  WHEN ((OLD.is_internal OR OLD.role = 1) IS DISTINCT FROM (NEW.is_internal OR NEW.role = 1))
  EXECUTE FUNCTION revision_day_counts_on_user();
--> statement-breakpoint
CREATE TRIGGER revision_day_counts_user_delete BEFORE DELETE ON users FOR EACH ROW
  WHEN (OLD.is_internal OR OLD.role = 1) EXECUTE FUNCTION revision_day_counts_on_user();
--> statement-breakpoint
-- Here, and by the scale seed (its bulk insert runs without triggers).
CREATE FUNCTION rebuild_revision_day_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM revision_day_counts;
  INSERT INTO revision_day_counts (day, type, internal, n)
    SELECT (r.created_at AT TIME ZONE 'UTC')::date, r.type,
      EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id AND (u.is_internal OR u.role = 1)), count(*)
    FROM revisions r GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_revision_day_counts();--> statement-breakpoint
CREATE INDEX "revision_day_counts_idx" ON "revision_day_counts" USING btree ("day","type","internal","n");--> statement-breakpoint
ANALYZE revision_day_counts;
