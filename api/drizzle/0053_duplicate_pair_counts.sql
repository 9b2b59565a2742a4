CREATE TABLE "duplicate_pair_counts" (
	"lnp" boolean NOT NULL,
	"archived" boolean NOT NULL,
	"unmoderated" boolean NOT NULL,
	"dismissed" boolean NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duplicate_pair_counts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
CREATE INDEX "duplicate_pair_counts_idx" ON "duplicate_pair_counts" USING btree ("dismissed", "lnp", "archived", "unmoderated", "n");
--> statement-breakpoint
-- duplicate_pair_counts: pairs per state the duplicates filters read (either pad landing-not-possible, archived,
-- unmoderated; dismissed), kept by statement-level triggers on duplicate_pairs, appended and folded
-- (fold_kept_counts, 0048). The header badge and the list's total at the full distance without a country sum these
-- rows instead of counting the pairs (81,818 of them at 1M pads: 7 ms).
CREATE FUNCTION duplicate_pair_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Static statements, not EXECUTE: PL/pgSQL keeps their plans, and every pad write runs this twice (its pairs'
  -- DELETE and INSERT); planning a dynamic statement each time cost a pad write 0.5 ms.
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM duplicate_pair_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO duplicate_pair_counts (lnp, archived, unmoderated, dismissed, n)
      SELECT a_lnp OR b_lnp, a_archived OR b_archived, a_unmoderated OR b_unmoderated, dismissed, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO duplicate_pair_counts (lnp, archived, unmoderated, dismissed, n)
      SELECT a_lnp OR b_lnp, a_archived OR b_archived, a_unmoderated OR b_unmoderated, dismissed, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4;
  ELSE
    -- An update that changes no pair's state nets to zero per key and appends nothing.
    INSERT INTO duplicate_pair_counts (lnp, archived, unmoderated, dismissed, n)
      SELECT l, a, u, d, sum(n) FROM (
        SELECT a_lnp OR b_lnp, a_archived OR b_archived, a_unmoderated OR b_unmoderated, dismissed, 1 FROM new_rows
        UNION ALL
        SELECT a_lnp OR b_lnp, a_archived OR b_archived, a_unmoderated OR b_unmoderated, dismissed, -1 FROM old_rows
      ) AS c (l, a, u, d, n) GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
  END IF;
  IF random() < 0.02 THEN
    PERFORM fold_kept_counts('duplicate_pair_counts', 'lnp, archived, unmoderated, dismissed');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER duplicate_pair_counts_insert AFTER INSERT ON duplicate_pairs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pair_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER duplicate_pair_counts_delete AFTER DELETE ON duplicate_pairs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pair_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER duplicate_pair_counts_update AFTER UPDATE ON duplicate_pairs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pair_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER duplicate_pair_counts_truncate AFTER TRUNCATE ON duplicate_pairs
  FOR EACH STATEMENT EXECUTE FUNCTION duplicate_pair_counts_on_change();
--> statement-breakpoint
-- Here, and by the scale seed (its bulk writes run without triggers).
CREATE FUNCTION rebuild_duplicate_pair_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM duplicate_pair_counts;
  INSERT INTO duplicate_pair_counts (lnp, archived, unmoderated, dismissed, n)
    SELECT a_lnp OR b_lnp, a_archived OR b_archived, a_unmoderated OR b_unmoderated, dismissed, count(*)
    FROM duplicate_pairs GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT rebuild_duplicate_pair_counts();
