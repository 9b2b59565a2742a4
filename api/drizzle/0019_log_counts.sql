CREATE TABLE "activity_log_counts" (
	"action" varchar(50) PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_logs_user_id_idx" ON "activity_logs" USING btree ("user_id","id");--> statement-breakpoint
-- activity_log_counts: entries per action, kept by statement-level triggers (as revision_counts, 0011).
CREATE FUNCTION activity_log_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT action, count(*) FROM new_rows GROUP BY 1'
    WHEN 'DELETE' THEN 'SELECT action, -count(*) FROM old_rows GROUP BY 1'
    ELSE 'SELECT action, count(*) FROM new_rows GROUP BY 1 UNION ALL SELECT action, -count(*) FROM old_rows GROUP BY 1'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM activity_log_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO activity_log_counts AS c (action, n)
     SELECT action, sum(n) FROM (%s) AS d (action, n) GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
     ON CONFLICT (action) DO UPDATE SET n = c.n + EXCLUDED.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_log_counts_insert AFTER INSERT ON activity_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER activity_log_counts_delete AFTER DELETE ON activity_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER activity_log_counts_update AFTER UPDATE ON activity_logs
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER activity_log_counts_truncate AFTER TRUNCATE ON activity_logs
  FOR EACH STATEMENT EXECUTE FUNCTION activity_log_counts_on_change();
--> statement-breakpoint
INSERT INTO activity_log_counts (action, n) SELECT action, count(*) FROM activity_logs GROUP BY 1 ORDER BY 1;
