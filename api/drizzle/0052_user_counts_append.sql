-- user_counts held one row per role, upserted by every statement that changed users: a transaction that changed
-- users of two roles held two counter rows until it committed, two such transactions taking them in opposite order
-- deadlocked, and every sign-up waited for the one before it to commit. Like pad_counts, a statement now appends its
-- differences as rows and one write in fifty folds them (fold_kept_counts, 0048); readers sum a role's rows.
ALTER TABLE "user_counts" DROP CONSTRAINT "user_counts_pkey";
--> statement-breakpoint
CREATE INDEX "user_counts_role_idx" ON "user_counts" USING btree ("role", "n");
--> statement-breakpoint
ALTER TABLE "user_counts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- An update that changes no role nets to zero per role and appends nothing.
  EXECUTE format(
    'INSERT INTO user_counts (role, n) SELECT role, sum(n) FROM (%s) AS d (role, n) GROUP BY 1 HAVING sum(n) <> 0',
    delta);
  IF random() < 0.02 THEN
    PERFORM fold_kept_counts('user_counts', 'role');
  END IF;
  RETURN NULL;
END $$;
