CREATE TABLE "user_counts" (
	"role" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- user_counts: users per role, kept by statement-level triggers (as activity_log_counts, 0019). An update that
-- changes no role nets to zero per role and writes nothing, so the frequent user updates (last action, profile)
-- never lock a counter row.
CREATE FUNCTION user_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT role, count(*) FROM new_rows GROUP BY 1'
    WHEN 'DELETE' THEN 'SELECT role, -count(*) FROM old_rows GROUP BY 1'
    ELSE 'SELECT role, count(*) FROM new_rows GROUP BY 1 UNION ALL SELECT role, -count(*) FROM old_rows GROUP BY 1'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM user_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO user_counts AS c (role, n)
     SELECT role, sum(n) FROM (%s) AS d (role, n) GROUP BY 1 HAVING sum(n) <> 0 ORDER BY 1
     ON CONFLICT (role) DO UPDATE SET n = c.n + EXCLUDED.n', delta);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_counts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER user_counts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER user_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER user_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_counts_on_change();
--> statement-breakpoint
INSERT INTO user_counts (role, n) SELECT role, count(*) FROM users GROUP BY 1 ORDER BY 1;
