CREATE TABLE "pad_counts" (
	"category_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"is_landing_permitted" boolean NOT NULL,
	"is_phonable" boolean NOT NULL,
	"is_moderated" boolean NOT NULL,
	"is_api_accessible" boolean NOT NULL,
	"deleted_at" timestamp with time zone,
	"user_id" integer,
	"submitter_role" smallint,
	"has_claimed_owner" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "pads_deleted_idx";--> statement-breakpoint
DROP INDEX "pads_country_idx";--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "submitter_role" smallint;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "has_claimed_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "map_x" integer GENERATED ALWAYS AS (floor(("longitude" + 180) / 360 * 1073741824)::int) STORED;--> statement-breakpoint
ALTER TABLE "pads" ADD COLUMN "map_y" integer GENERATED ALWAYS AS (CASE WHEN "latitude" IS NOT NULL THEN floor((pi() - ln(tan(pi() / 4 + radians(least(greatest("latitude", -85.05112878), 85.05112878)) / 2))) / (2 * pi()) * 1073741824)::int END) STORED;--> statement-breakpoint
-- Facts copied onto each pad (kept below by triggers): the submitter's role and whether a claimed owner exists.
UPDATE "pads" p SET "submitter_role" = u."role" FROM "users" u WHERE u."id" = p."submitter_user_id";--> statement-breakpoint
UPDATE "pads" p SET "has_claimed_owner" = true WHERE EXISTS (SELECT 1 FROM "contacts" c WHERE c."pad_id" = p."id"
  AND c."contact_type_id" = 4 AND c."is_claimed");--> statement-breakpoint
CREATE INDEX "pads_longitude_idx" ON "pads" USING btree ("longitude");--> statement-breakpoint
CREATE INDEX "pads_region_idx" ON "pads" USING btree ("region","id");--> statement-breakpoint
CREATE INDEX "pads_status_sort_idx" ON "pads" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "pads_map_cell_idx" ON "pads" USING btree ("map_x","map_y","id","status_id","category_id","is_landing_permitted","is_phonable","deleted_at","user_id","submitter_role","has_claimed_owner");--> statement-breakpoint
CREATE INDEX "pads_deleted_idx" ON "pads" USING btree ("deleted_at","id");--> statement-breakpoint
CREATE INDEX "pads_country_idx" ON "pads" USING btree ("country_code","id");--> statement-breakpoint
-- The submitter's role on the pad: set when a pad gets its submitter, changed when the submitter's role does.
CREATE FUNCTION pads_submitter_role() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.submitter_role := (SELECT role FROM users WHERE id = NEW.submitter_user_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER pads_submitter_role_insert BEFORE INSERT ON pads
  FOR EACH ROW EXECUTE FUNCTION pads_submitter_role();
--> statement-breakpoint
CREATE TRIGGER pads_submitter_role_update BEFORE UPDATE OF submitter_user_id, submitter_role ON pads
  FOR EACH ROW WHEN (OLD.submitter_user_id IS DISTINCT FROM NEW.submitter_user_id
    OR OLD.submitter_role IS DISTINCT FROM NEW.submitter_role)
  EXECUTE FUNCTION pads_submitter_role();
--> statement-breakpoint
CREATE FUNCTION pads_submitter_role_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE pads SET submitter_role = NEW.role WHERE submitter_user_id = NEW.id AND submitter_role IS DISTINCT FROM NEW.role;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_pads_submitter_role AFTER UPDATE OF role ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION pads_submitter_role_on_user();
--> statement-breakpoint
-- has_claimed_owner: recomputed for the pads a claimed owner contact joins or leaves.
CREATE FUNCTION pads_claimed_owner_on_contact() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pad int;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE pads SET has_claimed_owner = false WHERE has_claimed_owner;
    RETURN NULL;
  END IF;
  FOR pad IN SELECT DISTINCT x FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD.pad_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.pad_id END]) AS x
    WHERE x IS NOT NULL ORDER BY x
  LOOP
    UPDATE pads p SET has_claimed_owner = e.claimed
    FROM (SELECT EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = pad AND c.contact_type_id = 4 AND c.is_claimed) AS claimed) e
    WHERE p.id = pad AND p.has_claimed_owner IS DISTINCT FROM e.claimed;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_pads_claimed_owner_insert AFTER INSERT ON contacts
  FOR EACH ROW WHEN (NEW.contact_type_id = 4 AND NEW.is_claimed) EXECUTE FUNCTION pads_claimed_owner_on_contact();
--> statement-breakpoint
CREATE TRIGGER contacts_pads_claimed_owner_delete AFTER DELETE ON contacts
  FOR EACH ROW WHEN (OLD.contact_type_id = 4 AND OLD.is_claimed) EXECUTE FUNCTION pads_claimed_owner_on_contact();
--> statement-breakpoint
CREATE TRIGGER contacts_pads_claimed_owner_update AFTER UPDATE OF pad_id, contact_type_id, is_claimed ON contacts
  FOR EACH ROW WHEN ((OLD.contact_type_id = 4 AND OLD.is_claimed) OR (NEW.contact_type_id = 4 AND NEW.is_claimed))
  EXECUTE FUNCTION pads_claimed_owner_on_contact();
--> statement-breakpoint
CREATE TRIGGER contacts_pads_claimed_owner_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION pads_claimed_owner_on_contact();
--> statement-breakpoint
-- pad_counts: pads per key (padCounts.schema.ts), kept by statement-level triggers with transition tables. Each
-- statement's changes are appended as rows of their own (an update that changes no key nets to zero and writes
-- nothing), so no writer waits for another on a counter row: an upsert would hold its key's row until commit, and a
-- 10,000-row import held most of them for its whole transaction while every pad written meanwhile waited. Readers
-- sum the rows; one write in fifty folds them into one row per key, skipping rows another fold holds.
CREATE FUNCTION pad_counts_key(p pads) RETURNS TABLE (category_id int, status_id int, is_landing_permitted boolean,
  is_phonable boolean, is_moderated boolean, is_api_accessible boolean, deleted_at timestamptz, user_id int,
  submitter_role smallint, has_claimed_owner boolean)
LANGUAGE sql IMMUTABLE AS $$
  SELECT p.category_id, p.status_id, p.is_landing_permitted, p.is_phonable, p.is_moderated, p.is_api_accessible,
    CASE WHEN p.deleted_at IS NOT NULL THEN '-infinity'::timestamptz END, CASE WHEN p.user_id IS NOT NULL THEN 0 END,
    p.submitter_role, p.has_claimed_owner
$$;
--> statement-breakpoint
CREATE FUNCTION fold_pad_counts() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM pad_counts WHERE ctid IN (SELECT ctid FROM pad_counts FOR UPDATE SKIP LOCKED) RETURNING *)
  INSERT INTO pad_counts (category_id, status_id, is_landing_permitted, is_phonable, is_moderated, is_api_accessible,
      deleted_at, user_id, submitter_role, has_claimed_owner, n)
    SELECT category_id, status_id, is_landing_permitted, is_phonable, is_moderated, is_api_accessible, deleted_at,
      user_id, submitter_role, has_claimed_owner, sum(n)
    FROM gone GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 HAVING sum(n) <> 0;
$$;
--> statement-breakpoint
CREATE FUNCTION pad_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := 'category_id, status_id, is_landing_permitted, is_phonable, is_moderated, is_api_accessible, deleted_at,
    user_id, submitter_role, has_claimed_owner';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT k.*, 1 FROM new_rows r, pad_counts_key(r) k'
    WHEN 'DELETE' THEN 'SELECT k.*, -1 FROM old_rows r, pad_counts_key(r) k'
    ELSE 'SELECT k.*, 1 FROM new_rows r, pad_counts_key(r) k UNION ALL SELECT k.*, -1 FROM old_rows r, pad_counts_key(r) k'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pad_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO pad_counts (%1$s, n) SELECT %1$s, sum(n) FROM (%2$s) AS d (%1$s, n) GROUP BY %1$s HAVING sum(n) <> 0',
    key, delta);
  IF random() < 0.02 THEN
    PERFORM fold_pad_counts();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_counts_insert AFTER INSERT ON pads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_counts_delete AFTER DELETE ON pads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_counts_update AFTER UPDATE ON pads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_counts_truncate AFTER TRUNCATE ON pads
  FOR EACH STATEMENT EXECUTE FUNCTION pad_counts_on_change();
--> statement-breakpoint
-- Everything above rebuilt from the pads, users and contacts (this migration, and the scale seed, whose bulk
-- insert runs without triggers).
CREATE FUNCTION rebuild_pad_counts() RETURNS void LANGUAGE sql AS $$
  UPDATE pads p SET submitter_role = u.role FROM users u
    WHERE u.id = p.submitter_user_id AND p.submitter_role IS DISTINCT FROM u.role;
  UPDATE pads p SET submitter_role = NULL WHERE p.submitter_user_id IS NULL AND p.submitter_role IS NOT NULL;
  UPDATE pads p SET has_claimed_owner = NOT p.has_claimed_owner
    WHERE p.has_claimed_owner IS DISTINCT FROM (p.id IN (SELECT c.pad_id FROM contacts c
      WHERE c.contact_type_id = 4 AND c.is_claimed));
  DELETE FROM pad_counts;
  INSERT INTO pad_counts (category_id, status_id, is_landing_permitted, is_phonable, is_moderated, is_api_accessible,
      deleted_at, user_id, submitter_role, has_claimed_owner, n)
    SELECT k.*, count(*) FROM pads p, pad_counts_key(p) k GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;
$$;
--> statement-breakpoint
SELECT rebuild_pad_counts();
--> statement-breakpoint
-- Autovacuum per table: PostgreSQL's default waits for 20% of a table to change, which a day's imports and
-- merges never reach on 100k pads (11k dead rows and no vacuum after a bench run). The tables the lists read
-- are vacuumed and analysed after 2% (inserts included, so index-only scans keep an all-visible map); the
-- counters, a few rows rewritten by every write, after a few hundred dead rows. Pads leave 10% of each page
-- free, so an update that changes no indexed column stays on its page (a HOT update: no index entries).
ALTER TABLE pads SET (fillfactor = 90, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE users SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE contacts SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE reviews SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE revisions SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE activity_logs SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE duplicate_pairs SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02,
  autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE pad_engagement SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE user_pad_counts SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE pad_fav_rev_days SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
ALTER TABLE pad_counts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 500);
--> statement-breakpoint
ALTER TABLE user_counts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE review_counts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE revision_counts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);
--> statement-breakpoint
ALTER TABLE activity_log_counts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);
