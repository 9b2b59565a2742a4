-- Aircraft rows, appended and folded like user_counts (0052): the Pilot aircrafts report's total without a keyword
-- is this less the archived pilots' aircraft (a few thousand, through users_archived_idx), instead of a count of
-- every aircraft (~800k at 2M users; issue 38).
CREATE TABLE "user_aircraft_counts" (
	"n" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_aircraft_counts" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02);
--> statement-breakpoint
CREATE FUNCTION user_aircraft_counts_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM user_aircraft_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO user_aircraft_counts (n) SELECT count(*) FROM new_rows HAVING count(*) > 0;
  ELSE
    INSERT INTO user_aircraft_counts (n) SELECT -count(*) FROM old_rows HAVING count(*) > 0;
  END IF;
  IF random() < 0.02 THEN
    -- Every row no other transaction holds, summed into one.
    WITH gone AS (DELETE FROM user_aircraft_counts WHERE ctid IN (SELECT ctid FROM user_aircraft_counts FOR UPDATE SKIP LOCKED)
      RETURNING n)
    INSERT INTO user_aircraft_counts (n) SELECT sum(n) FROM gone HAVING count(*) > 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_aircraft_counts_insert AFTER INSERT ON user_aircrafts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_aircraft_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER user_aircraft_counts_delete AFTER DELETE ON user_aircrafts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_aircraft_counts_on_change();
--> statement-breakpoint
CREATE TRIGGER user_aircraft_counts_truncate AFTER TRUNCATE ON user_aircrafts
  FOR EACH STATEMENT EXECUTE FUNCTION user_aircraft_counts_on_change();
--> statement-breakpoint
-- Here, and by the scale seed (its bulk insert runs without triggers).
CREATE FUNCTION rebuild_user_aircraft_counts() RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_aircraft_counts;
  INSERT INTO user_aircraft_counts (n) SELECT count(*) FROM user_aircrafts;
$$;
--> statement-breakpoint
SELECT rebuild_user_aircraft_counts();
