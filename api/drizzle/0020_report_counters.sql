CREATE TABLE "pad_engagement" (
	"pad_id" integer PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"ppr_count" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"is_live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_pad_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"public_pads_moderated" integer DEFAULT 0 NOT NULL,
	"public_pads_not_moderated" integer DEFAULT 0 NOT NULL,
	"private_pads" integer DEFAULT 0 NOT NULL,
	"ratings" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"is_live_pilot" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "revisions_created_idx";--> statement-breakpoint
DROP INDEX "user_favourites_pad_idx";--> statement-breakpoint
ALTER TABLE "pad_engagement" ADD CONSTRAINT "pad_engagement_pad_id_pads_id_fk" FOREIGN KEY ("pad_id") REFERENCES "public"."pads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_pad_counts" ADD CONSTRAINT "user_pad_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pad_engagement_live_idx" ON "pad_engagement" USING btree ("pad_id") WHERE "pad_engagement"."is_live";--> statement-breakpoint
CREATE INDEX "pad_engagement_views_idx" ON "pad_engagement" USING btree ("views","pad_id") WHERE "pad_engagement"."is_live";--> statement-breakpoint
CREATE INDEX "pad_engagement_ppr_idx" ON "pad_engagement" USING btree ("ppr_count","pad_id") WHERE "pad_engagement"."is_live";--> statement-breakpoint
CREATE INDEX "pad_engagement_favourites_idx" ON "pad_engagement" USING btree ("favourites","pad_id") WHERE "pad_engagement"."is_live";--> statement-breakpoint
CREATE INDEX "pad_engagement_reviews_idx" ON "pad_engagement" USING btree ("reviews","pad_id") WHERE "pad_engagement"."is_live";--> statement-breakpoint
CREATE INDEX "user_pad_counts_listed_idx" ON "user_pad_counts" USING btree ("public_pads_moderated","user_id") WHERE "user_pad_counts"."is_live_pilot" AND ("user_pad_counts"."submitted" > 0 OR "user_pad_counts"."private_pads" > 0);--> statement-breakpoint
CREATE INDEX "users_archived_idx" ON "users" USING btree ("id") WHERE "users"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_internal_idx" ON "users" USING btree ("id") WHERE "users"."is_internal" OR "users"."role" = 1;--> statement-breakpoint
CREATE INDEX "users_drop_off_idx" ON "users" USING btree ("role","registration_device","registration_version","registration_step","created_at") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "users_pilot_country_idx" ON "users" USING btree ("country_code","state_code","created_at","renewal_date","free_renewal_date","is_free_renewal") WHERE "users"."role" = 2 AND "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "revisions_created_idx" ON "revisions" USING btree ("created_at","type","user_id");--> statement-breakpoint
CREATE INDEX "user_favourites_pad_idx" ON "user_favourites" USING btree ("pad_id","created_at");
--> statement-breakpoint
-- Both tables are kept by statement-level triggers with transition tables, as revision_counts (0011): one
-- upsert per statement, in key order so two transactions lock counter rows in the same order. Rows of a
-- pad or user deleted in the same statement (a cascade) are skipped by the join: their counters go with them.
CREATE FUNCTION pad_engagement_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text := TG_ARGV[0];
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT pad_id, count(*) FROM new_rows GROUP BY 1'
    WHEN 'DELETE' THEN 'SELECT pad_id, -count(*) FROM old_rows GROUP BY 1'
    ELSE 'SELECT pad_id, count(*) FROM new_rows GROUP BY 1 UNION ALL SELECT pad_id, -count(*) FROM old_rows GROUP BY 1'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('UPDATE pad_engagement SET %I = 0 WHERE %I <> 0', col, col);
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO pad_engagement AS e (pad_id, %1$I, is_live)
     SELECT d.pad_id, sum(d.n), bool_or(p.deleted_at IS NULL) FROM (%2$s) AS d (pad_id, n) JOIN pads p ON p.id = d.pad_id
     GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
     ON CONFLICT (pad_id) DO UPDATE SET %1$I = e.%1$I + EXCLUDED.%1$I', col, delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_engagement_views_insert AFTER INSERT ON pad_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('views');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_views_delete AFTER DELETE ON pad_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('views');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_views_update AFTER UPDATE ON pad_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('views');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_views_truncate AFTER TRUNCATE ON pad_views
  FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('views');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_ppr_insert AFTER INSERT ON ppr_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('ppr_count');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_ppr_delete AFTER DELETE ON ppr_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('ppr_count');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_ppr_update AFTER UPDATE ON ppr_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('ppr_count');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_ppr_truncate AFTER TRUNCATE ON ppr_requests
  FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('ppr_count');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_favourites_insert AFTER INSERT ON user_favourites
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('favourites');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_favourites_delete AFTER DELETE ON user_favourites
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('favourites');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_favourites_update AFTER UPDATE ON user_favourites
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('favourites');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_favourites_truncate AFTER TRUNCATE ON user_favourites
  FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('favourites');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_reviews_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('reviews');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_reviews_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('reviews');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_reviews_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('reviews');
--> statement-breakpoint
CREATE TRIGGER pad_engagement_reviews_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_change('reviews');
--> statement-breakpoint
-- Every pad has its row from the start, so the report joins it (and sorts through its indexes) without
-- an outer join.
CREATE FUNCTION pad_engagement_on_pad_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pad_engagement (pad_id, is_live) SELECT id, deleted_at IS NULL FROM new_rows ORDER BY 1
  ON CONFLICT (pad_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_engagement_pad_insert AFTER INSERT ON pads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_engagement_on_pad_insert();
--> statement-breakpoint
-- Archiving and unarchiving are single-row writes: a row trigger that fires only when deleted_at changes.
CREATE FUNCTION pad_engagement_on_pad_archive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pad_engagement SET is_live = NEW.deleted_at IS NULL WHERE pad_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_engagement_pad_archive AFTER UPDATE OF deleted_at ON pads
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at) EXECUTE FUNCTION pad_engagement_on_pad_archive();
--> statement-breakpoint
-- user_pad_counts from pads: a live pad counts for its submitter (public moderated or not when it has no
-- private owner) and as a private pad for its owner (pads.user_id).
CREATE FUNCTION user_pad_counts_on_pad_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part text := 'SELECT submitter_user_id, %1$s, %1$s * (user_id IS NULL AND status_id = 3)::int,
      %1$s * (user_id IS NULL AND status_id <> 3)::int, 0 FROM %2$I WHERE submitter_user_id IS NOT NULL AND deleted_at IS NULL
    UNION ALL SELECT user_id, 0, 0, 0, %1$s FROM %2$I WHERE user_id IS NOT NULL AND deleted_at IS NULL';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format(part, '1', 'new_rows')
    WHEN 'DELETE' THEN format(part, '-1', 'old_rows')
    ELSE format(part, '1', 'new_rows') || ' UNION ALL ' || format(part, '-1', 'old_rows')
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE user_pad_counts SET submitted = 0, public_pads_moderated = 0, public_pads_not_moderated = 0, private_pads = 0;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO user_pad_counts AS c (user_id, submitted, public_pads_moderated, public_pads_not_moderated, private_pads, is_live_pilot)
     SELECT d.uid, sum(d.s), sum(d.m), sum(d.nm), sum(d.p), bool_or(u.role = 2 AND u.deleted_at IS NULL)
     FROM (%s) AS d (uid, s, m, nm, p) JOIN users u ON u.id = d.uid
     GROUP BY 1 HAVING sum(d.s) <> 0 OR sum(d.m) <> 0 OR sum(d.nm) <> 0 OR sum(d.p) <> 0 ORDER BY 1
     ON CONFLICT (user_id) DO UPDATE SET submitted = c.submitted + EXCLUDED.submitted,
       public_pads_moderated = c.public_pads_moderated + EXCLUDED.public_pads_moderated,
       public_pads_not_moderated = c.public_pads_not_moderated + EXCLUDED.public_pads_not_moderated,
       private_pads = c.private_pads + EXCLUDED.private_pads', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_pad_insert AFTER INSERT ON pads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_pad_change();
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_pad_delete AFTER DELETE ON pads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_pad_change();
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_pad_update AFTER UPDATE ON pads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_pad_change();
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_pad_truncate AFTER TRUNCATE ON pads
  FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_pad_change();
--> statement-breakpoint
-- user_pad_counts from reviews: every review is a rating; one with a comment is also a review.
CREATE FUNCTION user_pad_counts_on_review_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part text := 'SELECT user_id, %1$s, %1$s * (coalesce(comment, '''') <> '''')::int FROM %2$I WHERE user_id IS NOT NULL';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format(part, '1', 'new_rows')
    WHEN 'DELETE' THEN format(part, '-1', 'old_rows')
    ELSE format(part, '1', 'new_rows') || ' UNION ALL ' || format(part, '-1', 'old_rows')
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE user_pad_counts SET ratings = 0, reviews = 0;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO user_pad_counts AS c (user_id, ratings, reviews, is_live_pilot)
     SELECT d.uid, sum(d.r), sum(d.c), bool_or(u.role = 2 AND u.deleted_at IS NULL)
     FROM (%s) AS d (uid, r, c) JOIN users u ON u.id = d.uid
     GROUP BY 1 HAVING sum(d.r) <> 0 OR sum(d.c) <> 0 ORDER BY 1
     ON CONFLICT (user_id) DO UPDATE SET ratings = c.ratings + EXCLUDED.ratings, reviews = c.reviews + EXCLUDED.reviews', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_review_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_review_change();
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_review_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_review_change();
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_review_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_review_change();
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_review_truncate AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION user_pad_counts_on_review_change();
--> statement-breakpoint
-- A role change or an archive moves the user in or out of the report; row trigger, only when those change.
CREATE FUNCTION user_pad_counts_on_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_pad_counts SET is_live_pilot = (NEW.role = 2 AND NEW.deleted_at IS NULL) WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_pad_counts_user_change AFTER UPDATE OF role, deleted_at ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION user_pad_counts_on_user_change();
--> statement-breakpoint
-- Both tables rebuilt from their sources: here for what exists, and by the scale seed, which bulk-inserts
-- with triggers off.
CREATE FUNCTION rebuild_report_counters() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pad_engagement;
  INSERT INTO pad_engagement (pad_id, is_live, views, ppr_count, favourites, reviews)
  SELECT p.id, p.deleted_at IS NULL,
    coalesce((SELECT count(*) FROM pad_views x WHERE x.pad_id = p.id), 0),
    coalesce((SELECT count(*) FROM ppr_requests x WHERE x.pad_id = p.id), 0),
    coalesce((SELECT count(*) FROM user_favourites x WHERE x.pad_id = p.id), 0),
    coalesce((SELECT count(*) FROM reviews x WHERE x.pad_id = p.id), 0)
  FROM pads p ORDER BY p.id;
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
SELECT rebuild_report_counters();
