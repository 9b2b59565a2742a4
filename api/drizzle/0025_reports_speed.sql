-- Report speed at 100k pads / 200k users (issue 17): what the slow reports computed per request is kept
-- by triggers instead (see docs/decisions.md, "Reports and campaigns").
-- 1. The name sorts of Pad Submissions, Pad Engagement All and Fav/Rev read a stored sort key (the name in
--    lower case) through an index, instead of looking up and sorting every row's name.
-- 2. Fav/Rev reads each pad's favourites and reviews as running totals by day: a date range is the total up
--    to its last day minus the total before its first, two binary searches per pad (width_bucket), where a
--    sum over the range's rows groups ~250k events a year into ~95k pads.
-- 3. The aircraft keyword finds pilots through a trigram index on the aircraft rows (the pilot's search
--    text kept on them): through users_search_trgm a pattern like 'G-AB' rechecks ~13k users.
ALTER TABLE "pad_engagement" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_pad_counts" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_aircrafts" ADD COLUMN "pilot_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "pad_fav_rev_days" (
	"pad_id" integer PRIMARY KEY NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"days" date[] DEFAULT '{}' NOT NULL,
	"favourites_upto" integer[] DEFAULT '{}' NOT NULL,
	"reviews_upto" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pad_fav_rev_days" ADD CONSTRAINT "pad_fav_rev_days_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The reports' pilot name (as the report shows it) in lower case, and the users_search_trgm expression.
CREATE FUNCTION user_name_key(first_name text, last_name text, username text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN lower(trim(coalesce(nullif(trim(first_name || ' ' || last_name), ''), username)));
--> statement-breakpoint
CREATE FUNCTION user_search_text(first_name text, last_name text, username text, email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN first_name || ' ' || last_name || ' ' || username || ' ' || email;
--> statement-breakpoint
-- Recounts the given pads' rows of pad_fav_rev_days from their favourites and reviews, by UTC day (the
-- days the report's dates name). A pad with neither has no row.
CREATE FUNCTION pad_fav_rev_days_refresh(pad_ids integer[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM pad_fav_rev_days t WHERE t.pad_id = ANY (pad_ids)
    AND NOT EXISTS (SELECT 1 FROM user_favourites f WHERE f.pad_id = t.pad_id)
    AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.pad_id = t.pad_id);
  INSERT INTO pad_fav_rev_days AS t (pad_id, name_key, days, favourites_upto, reviews_upto)
  SELECT d.pad_id, lower(p.name), array_agg(d.day ORDER BY d.day), array_agg(d.f ORDER BY d.day),
    array_agg(d.r ORDER BY d.day)
  FROM (SELECT e.pad_id, e.day, (sum(sum(e.f)) OVER w)::int AS f, (sum(sum(e.r)) OVER w)::int AS r
    FROM (SELECT pad_id, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS f, 0 AS r FROM user_favourites
        WHERE pad_id = ANY (pad_ids)
      UNION ALL SELECT pad_id, (created_at AT TIME ZONE 'UTC')::date, 0, 1 FROM reviews WHERE pad_id = ANY (pad_ids)) e
    GROUP BY e.pad_id, e.day WINDOW w AS (PARTITION BY e.pad_id ORDER BY e.day)) d
  JOIN pads p ON p.id = d.pad_id
  GROUP BY d.pad_id, p.name ORDER BY 1
  ON CONFLICT (pad_id) DO UPDATE SET name_key = EXCLUDED.name_key, days = EXCLUDED.days,
    favourites_upto = EXCLUDED.favourites_upto, reviews_upto = EXCLUDED.reviews_upto;
$$;
--> statement-breakpoint
-- The sort keys, pad_fav_rev_days and the aircraft rows' pilot text rebuilt from their sources: here for
-- what exists, and by the scale seed after rebuild_report_counters() (its bulk insert runs without triggers).
CREATE FUNCTION rebuild_reports_speed() RETURNS void LANGUAGE sql AS $$
  UPDATE pad_engagement e SET name_key = lower(p.name) FROM pads p
    WHERE p.id = e.pad_id AND e.name_key IS DISTINCT FROM lower(p.name);
  UPDATE user_pad_counts c SET name_key = user_name_key(u.first_name, u.last_name, u.username) FROM users u
    WHERE u.id = c.user_id AND c.name_key IS DISTINCT FROM user_name_key(u.first_name, u.last_name, u.username);
  UPDATE user_aircrafts a SET pilot_search = user_search_text(u.first_name, u.last_name, u.username, u.email)
    FROM users u
    WHERE u.id = a.user_id
      AND a.pilot_search IS DISTINCT FROM user_search_text(u.first_name, u.last_name, u.username, u.email);
  DELETE FROM pad_fav_rev_days;
  SELECT pad_fav_rev_days_refresh(ARRAY(SELECT id FROM pads ORDER BY id));
$$;
--> statement-breakpoint
SELECT rebuild_reports_speed();--> statement-breakpoint
ANALYZE pad_engagement, user_pad_counts, user_aircrafts, pad_fav_rev_days;--> statement-breakpoint
CREATE INDEX "pad_engagement_name_idx" ON "pad_engagement" USING btree ("name_key","pad_id") WHERE "pad_engagement"."is_live";--> statement-breakpoint
CREATE INDEX "user_pad_counts_name_idx" ON "user_pad_counts" USING btree ("name_key","user_id") WHERE "user_pad_counts"."is_live_pilot" AND ("user_pad_counts"."submitted" > 0 OR "user_pad_counts"."private_pads" > 0);--> statement-breakpoint
CREATE INDEX "pad_fav_rev_days_name_idx" ON "pad_fav_rev_days" USING btree ("name_key","pad_id");--> statement-breakpoint
CREATE INDEX "pad_fav_rev_days_name_desc_idx" ON "pad_fav_rev_days" USING btree ("name_key" DESC NULLS LAST,"pad_id");--> statement-breakpoint
CREATE INDEX "user_aircrafts_tail_trgm" ON "user_aircrafts" USING gin ("tail_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_aircrafts_type_trgm" ON "user_aircrafts" USING gin ("type" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_aircrafts_pilot_trgm" ON "user_aircrafts" USING gin ("pilot_search" gin_trgm_ops);--> statement-breakpoint
-- Counter rows start with their sort key: they are made by the counters' own triggers (0020), which need
-- not know about it.
CREATE FUNCTION pad_engagement_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := coalesce((SELECT lower(name) FROM pads WHERE id = NEW.pad_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_engagement_name_key BEFORE INSERT ON pad_engagement
  FOR EACH ROW EXECUTE FUNCTION pad_engagement_name_key();
--> statement-breakpoint
CREATE FUNCTION user_pad_counts_name_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name_key := coalesce((SELECT user_name_key(first_name, last_name, username) FROM users WHERE id = NEW.user_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_name_key BEFORE INSERT ON user_pad_counts
  FOR EACH ROW EXECUTE FUNCTION user_pad_counts_name_key();
--> statement-breakpoint
CREATE FUNCTION user_aircrafts_pilot_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.pilot_search := coalesce(
    (SELECT user_search_text(first_name, last_name, username, email) FROM users WHERE id = NEW.user_id), '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_aircrafts_pilot_search BEFORE INSERT OR UPDATE OF user_id ON user_aircrafts
  FOR EACH ROW EXECUTE FUNCTION user_aircrafts_pilot_search();
--> statement-breakpoint
-- A rename follows into the copies; row triggers that fire only when a name changes.
CREATE FUNCTION report_names_on_pad_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pad_engagement SET name_key = lower(NEW.name) WHERE pad_id = NEW.id;
  UPDATE pad_fav_rev_days SET name_key = lower(NEW.name) WHERE pad_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_names_pad_rename AFTER UPDATE OF name ON pads
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION report_names_on_pad_rename();
--> statement-breakpoint
CREATE FUNCTION report_names_on_user_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_pad_counts SET name_key = user_name_key(NEW.first_name, NEW.last_name, NEW.username)
    WHERE user_id = NEW.id;
  UPDATE user_aircrafts SET pilot_search = user_search_text(NEW.first_name, NEW.last_name, NEW.username, NEW.email)
    WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_names_user_rename AFTER UPDATE OF first_name, last_name, username, email ON users
  FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.username, OLD.email)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.username, NEW.email))
  EXECUTE FUNCTION report_names_on_user_rename();
--> statement-breakpoint
-- pad_fav_rev_days after a write of favourites or reviews: the touched pads are recounted from their
-- sources. A recount is only right if it sees every other writer of the pad, so the pad's row is made
-- (to have one to lock) and locked first, in pad order; the recount is a statement of its own, whose
-- snapshot (READ COMMITTED) then includes whatever the lock's previous holders committed.
CREATE FUNCTION pad_fav_rev_days_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT pad_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT pad_id FROM old_rows'
    -- An update moves a pad's counts only when it changes a row's pad or day.
    ELSE '(SELECT pad_id, created_at FROM new_rows EXCEPT ALL SELECT pad_id, created_at FROM old_rows)
      UNION ALL (SELECT pad_id, created_at FROM old_rows EXCEPT ALL SELECT pad_id, created_at FROM new_rows)'
  END;
  touched integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pad_fav_rev_days;
    PERFORM pad_fav_rev_days_refresh(ARRAY(SELECT id FROM pads ORDER BY id));
    RETURN NULL;
  END IF;
  -- Pads deleted by the same statement (a cascade) are skipped: their row goes with them.
  EXECUTE format('SELECT array_agg(DISTINCT c.pad_id ORDER BY c.pad_id) FROM (SELECT pad_id FROM (%s) x) c
    WHERE EXISTS (SELECT 1 FROM pads p WHERE p.id = c.pad_id)', changed) INTO touched;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO pad_fav_rev_days (pad_id) SELECT unnest(touched) ORDER BY 1 ON CONFLICT (pad_id) DO NOTHING;
  PERFORM 1 FROM pad_fav_rev_days WHERE pad_id = ANY (touched) ORDER BY pad_id FOR UPDATE;
  PERFORM pad_fav_rev_days_refresh(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_favourites_insert AFTER INSERT ON user_favourites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_favourites_delete AFTER DELETE ON user_favourites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_favourites_update AFTER UPDATE ON user_favourites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_favourites_truncate AFTER TRUNCATE ON user_favourites
  FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_reviews_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_reviews_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_reviews_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_fav_rev_days_reviews_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION pad_fav_rev_days_on_change();
