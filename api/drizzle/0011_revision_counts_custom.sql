-- revision_counts: revisions per (status, type), kept by statement-level triggers with transition
-- tables, so a bulk insert (the scale seed) costs one upsert per statement, not one per row. Counters
-- are upserted in (status, type) order, so two transactions lock them in the same order.
CREATE FUNCTION revision_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Only the transition tables of this event exist, hence the statement is built per event.
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT status, type, count(*) FROM new_rows GROUP BY 1, 2'
    WHEN 'DELETE' THEN 'SELECT status, type, -count(*) FROM old_rows GROUP BY 1, 2'
    ELSE 'SELECT status, type, count(*) FROM new_rows GROUP BY 1, 2
          UNION ALL SELECT status, type, -count(*) FROM old_rows GROUP BY 1, 2'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM revision_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO revision_counts AS c (status, type, n)
     SELECT status, type, sum(n) FROM (%s) AS d (status, type, n)
     GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
     ON CONFLICT (status, type) DO UPDATE SET n = c.n + EXCLUDED.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER revision_counts_insert AFTER INSERT ON revisions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revision_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER revision_counts_delete AFTER DELETE ON revisions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revision_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER revision_counts_update AFTER UPDATE ON revisions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revision_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER revision_counts_truncate AFTER TRUNCATE ON revisions
  FOR EACH STATEMENT EXECUTE FUNCTION revision_counts_on_change();
--> statement-breakpoint
INSERT INTO revision_counts (status, type, n)
SELECT status, type, count(*) FROM revisions GROUP BY 1, 2 ORDER BY 1, 2;
