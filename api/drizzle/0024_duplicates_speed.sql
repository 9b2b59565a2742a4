-- Duplicates list speed (issue 16): each pair also carries what decides its original (both pads' created_at
-- and whether each has a claimed owner) and both pads' lowercased names, so the page, its sort by either
-- name and its count read duplicate_pairs alone; the original side is a stored generated column and the
-- name sorts have indexes. The pads trigger now copies names and created_at too; a contacts trigger keeps
-- the owner flags. The backfill also corrects `dismissed` (see below).
ALTER TABLE "duplicate_pairs" ADD COLUMN "a_name_key" text;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "b_name_key" text;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "a_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "b_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "a_owned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ADD COLUMN "b_owned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "duplicate_pairs" dp SET "a_name_key" = lower(pa.name), "b_name_key" = lower(pb.name),
  "a_created_at" = pa.created_at, "b_created_at" = pb.created_at,
  "a_owned" = EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = pa.id AND c.contact_type_id = 4 AND c.is_claimed),
  "b_owned" = EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = pb.id AND c.contact_type_id = 4 AND c.is_claimed),
  -- Recomputed: pair writes before this migration matched any dismissal near both pads, not the pair's own.
  "dismissed" = EXISTS (SELECT 1 FROM duplicate_dismissals nd WHERE nd.pad_a = dp.pad_a AND nd.pad_b = dp.pad_b
    AND 6371000 * 2 * asin(least(1, sqrt(power(sin(radians(pa.latitude - nd.a_latitude) / 2), 2)
      + cos(radians(nd.a_latitude)) * cos(radians(pa.latitude)) * power(sin(radians(pa.longitude - nd.a_longitude) / 2), 2)))) <= 25
    AND 6371000 * 2 * asin(least(1, sqrt(power(sin(radians(pb.latitude - nd.b_latitude) / 2), 2)
      + cos(radians(nd.b_latitude)) * cos(radians(pb.latitude)) * power(sin(radians(pb.longitude - nd.b_longitude) / 2), 2)))) <= 25)
FROM pads pa, pads pb WHERE pa.id = dp.pad_a AND pb.id = dp.pad_b;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ALTER COLUMN "a_name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ALTER COLUMN "b_name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ALTER COLUMN "a_created_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "duplicate_pairs" ALTER COLUMN "b_created_at" SET NOT NULL;--> statement-breakpoint
-- Adding a stored column rewrites the table, which also drops the dead rows the backfill left.
ALTER TABLE "duplicate_pairs" ADD COLUMN "b_original" boolean GENERATED ALWAYS AS (CASE WHEN "a_created_at" <= "b_created_at" THEN (NOT "b_unmoderated" OR "b_owned") AND NOT (NOT "a_unmoderated" OR "a_owned") ELSE NOT ((NOT "a_unmoderated" OR "a_owned") AND NOT (NOT "b_unmoderated" OR "b_owned")) END) STORED;--> statement-breakpoint
CREATE INDEX "duplicate_pairs_original_name_idx" ON "duplicate_pairs" USING btree ((CASE WHEN "duplicate_pairs"."b_original" THEN "duplicate_pairs"."b_name_key" ELSE "duplicate_pairs"."a_name_key" END),(CASE WHEN "duplicate_pairs"."b_original" THEN "duplicate_pairs"."pad_b" ELSE "duplicate_pairs"."pad_a" END),(CASE WHEN "duplicate_pairs"."b_original" THEN "duplicate_pairs"."pad_a" ELSE "duplicate_pairs"."pad_b" END));--> statement-breakpoint
CREATE INDEX "duplicate_pairs_dupe_name_idx" ON "duplicate_pairs" USING btree ((CASE WHEN "duplicate_pairs"."b_original" THEN "duplicate_pairs"."a_name_key" ELSE "duplicate_pairs"."b_name_key" END),(CASE WHEN "duplicate_pairs"."b_original" THEN "duplicate_pairs"."pad_b" ELSE "duplicate_pairs"."pad_a" END),(CASE WHEN "duplicate_pairs"."b_original" THEN "duplicate_pairs"."pad_a" ELSE "duplicate_pairs"."pad_b" END));--> statement-breakpoint
-- The pads trigger also copies the name (the sort key) and created_at (the original is the older pad).
CREATE OR REPLACE FUNCTION duplicate_pairs_pad_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE duplicate_pairs SET a_lnp = NOT NEW.is_landing_permitted, a_archived = NEW.deleted_at IS NOT NULL,
    a_unmoderated = NEW.status_id <> 3, a_country = NEW.country_code, a_name_key = lower(NEW.name),
    a_created_at = NEW.created_at WHERE pad_a = NEW.id;
  UPDATE duplicate_pairs SET b_lnp = NOT NEW.is_landing_permitted, b_archived = NEW.deleted_at IS NOT NULL,
    b_unmoderated = NEW.status_id <> 3, b_country = NEW.country_code, b_name_key = lower(NEW.name),
    b_created_at = NEW.created_at WHERE pad_b = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER pads_duplicate_pair_state ON pads;--> statement-breakpoint
CREATE TRIGGER pads_duplicate_pair_state
  AFTER UPDATE OF is_landing_permitted, deleted_at, status_id, country_code, name, created_at ON pads
  FOR EACH ROW WHEN (OLD.is_landing_permitted IS DISTINCT FROM NEW.is_landing_permitted
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.status_id IS DISTINCT FROM NEW.status_id
    OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.name IS DISTINCT FROM NEW.name
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION duplicate_pairs_pad_state();
--> statement-breakpoint
-- A claimed owner contact (type 4) added, claimed, moved to another pad or removed, by whatever write:
-- the pads it was and is on get their owner flag recomputed on their pairs.
CREATE FUNCTION duplicate_pairs_owner_state() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target integer;
  owned boolean;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE duplicate_pairs SET a_owned = false, b_owned = false WHERE a_owned OR b_owned;
    RETURN NULL;
  END IF;
  FOR target IN
    SELECT DISTINCT p FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' AND OLD.contact_type_id = 4 AND OLD.is_claimed THEN OLD.pad_id END,
      CASE WHEN TG_OP <> 'DELETE' AND NEW.contact_type_id = 4 AND NEW.is_claimed THEN NEW.pad_id END]) p
    WHERE p IS NOT NULL
  LOOP
    owned := EXISTS (SELECT 1 FROM contacts c WHERE c.pad_id = target AND c.contact_type_id = 4 AND c.is_claimed);
    UPDATE duplicate_pairs SET a_owned = owned WHERE pad_a = target AND a_owned <> owned;
    UPDATE duplicate_pairs SET b_owned = owned WHERE pad_b = target AND b_owned <> owned;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_duplicate_pair_owner_insert AFTER INSERT ON contacts
  FOR EACH ROW WHEN (NEW.contact_type_id = 4 AND NEW.is_claimed) EXECUTE FUNCTION duplicate_pairs_owner_state();
--> statement-breakpoint
CREATE TRIGGER contacts_duplicate_pair_owner_update AFTER UPDATE OF pad_id, contact_type_id, is_claimed ON contacts
  FOR EACH ROW WHEN ((OLD.contact_type_id = 4 AND OLD.is_claimed) OR (NEW.contact_type_id = 4 AND NEW.is_claimed))
  EXECUTE FUNCTION duplicate_pairs_owner_state();
--> statement-breakpoint
CREATE TRIGGER contacts_duplicate_pair_owner_delete AFTER DELETE ON contacts
  FOR EACH ROW WHEN (OLD.contact_type_id = 4 AND OLD.is_claimed) EXECUTE FUNCTION duplicate_pairs_owner_state();
--> statement-breakpoint
CREATE TRIGGER contacts_duplicate_pair_owner_truncate AFTER TRUNCATE ON contacts
  FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pairs_owner_state();
