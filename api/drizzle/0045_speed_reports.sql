CREATE TABLE "pad_country_counts" (
	"country_code" varchar(2) NOT NULL,
	"is_moderated" boolean NOT NULL,
	"is_private" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_aircrafts_tail_sort_idx" ON "user_aircrafts" USING btree ("tail_number" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "user_pad_counts_moderated_idx" ON "user_pad_counts" USING btree ("public_pads_moderated" DESC NULLS LAST,"user_id") WHERE "user_pad_counts"."is_live_pilot" AND ("user_pad_counts"."submitted" > 0 OR "user_pad_counts"."private_pads" > 0);--> statement-breakpoint
-- pad_country_counts: live pads per (country, status 3 or not, private), kept by statement-level triggers with
-- transition tables, appended and folded like pad_counts (0030).
CREATE FUNCTION fold_pad_country_counts() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM pad_country_counts
      WHERE ctid IN (SELECT ctid FROM pad_country_counts FOR UPDATE SKIP LOCKED) RETURNING *)
  INSERT INTO pad_country_counts (country_code, is_moderated, is_private, n)
    SELECT country_code, is_moderated, is_private, sum(n) FROM gone GROUP BY 1, 2, 3 HAVING sum(n) <> 0;
$$;
--> statement-breakpoint
CREATE FUNCTION pad_country_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := 'coalesce(country_code, ''''), status_id = 3, user_id IS NOT NULL';
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_rows WHERE deleted_at IS NULL', key)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_rows WHERE deleted_at IS NULL', key)
    ELSE format('SELECT %1$s, 1 FROM new_rows WHERE deleted_at IS NULL
      UNION ALL SELECT %1$s, -1 FROM old_rows WHERE deleted_at IS NULL', key)
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM pad_country_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO pad_country_counts (country_code, is_moderated, is_private, n)
     SELECT c, m, p, sum(n) FROM (%s) AS d (c, m, p, n) GROUP BY 1, 2, 3 HAVING sum(n) <> 0', delta);
  IF random() < 0.02 THEN
    PERFORM fold_pad_country_counts();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pad_country_counts_insert AFTER INSERT ON pads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_country_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_country_counts_delete AFTER DELETE ON pads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_country_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_country_counts_update AFTER UPDATE ON pads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION pad_country_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER pad_country_counts_truncate AFTER TRUNCATE ON pads
  FOR EACH STATEMENT EXECUTE FUNCTION pad_country_counts_on_change();
--> statement-breakpoint
CREATE FUNCTION rebuild_pad_country_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM pad_country_counts;
  INSERT INTO pad_country_counts (country_code, is_moderated, is_private, n)
    SELECT coalesce(country_code, ''), status_id = 3, user_id IS NOT NULL, count(*) FROM pads
    WHERE deleted_at IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
$$;
--> statement-breakpoint
SELECT rebuild_pad_country_counts();
--> statement-breakpoint
ALTER TABLE pad_country_counts SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 500);
