-- A new pad's engagement row took its name key from a row trigger that read the pad back by id: 9,000 lookups for
-- a 9,000-pad import (0.2 s of its pad INSERT). The pads' insert trigger has the names in its transition table and
-- writes the key itself; the row trigger now fires only for rows inserted without a key.
CREATE OR REPLACE FUNCTION pad_engagement_on_pad_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO pad_engagement (pad_id, is_live, name_key) SELECT id, deleted_at IS NULL, lower(name) FROM new_rows ORDER BY 1
  ON CONFLICT (pad_id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER pad_engagement_name_key ON pad_engagement;
--> statement-breakpoint
CREATE TRIGGER pad_engagement_name_key BEFORE INSERT ON pad_engagement
  FOR EACH ROW WHEN (NEW.name_key = '') EXECUTE FUNCTION pad_engagement_name_key();
