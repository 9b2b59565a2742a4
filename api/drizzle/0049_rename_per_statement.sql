-- A pad's name is copied into the reports' tables (0025) by a row trigger: one UPDATE of pad_engagement and one of
-- pad_fav_rev_days per renamed pad, and each of the latter fires pad_fav_rev_days' statement triggers (0048). An
-- import renaming 1,000 pads ran 2,000 statements (0.5 s of the import). One trigger per statement renames them all
-- in two statements; a pad update that renames nothing stops at the first check.
CREATE FUNCTION report_names_on_pads_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name) THEN
    RETURN NULL;
  END IF;
  UPDATE pad_engagement e SET name_key = lower(n.name)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE e.pad_id = n.id AND n.name IS DISTINCT FROM o.name;
  UPDATE pad_fav_rev_days d SET name_key = lower(n.name)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE d.pad_id = n.id AND n.name IS DISTINCT FROM o.name;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER report_names_pad_rename ON pads;
--> statement-breakpoint
DROP FUNCTION report_names_on_pad_rename();
--> statement-breakpoint
CREATE TRIGGER report_names_pad_rename AFTER UPDATE ON pads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_names_on_pads_rename();
