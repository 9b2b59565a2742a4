-- user_map_cells: the user map's grid cells (45 px, zooms 0 to 8) per role, kept by statement-level triggers on users
-- (domain/mapClusters.ts reads them; docs/decisions.md "Map speed (issue 25, round 3)"). Per cell and role: the count and
-- the sums of x, y and id are exact; the extremes (the points of least and greatest x and y, as [x, y] and [y, x], and
-- the least and greatest id) are bounds over every point the cell has held: a user who leaves a cell leaves them as
-- they are, so a reader takes an extreme only when a user still stands on it (one index probe), and reads the
-- cell's users otherwise. Each statement appends its changes as rows of their own (readers sum them), so writers never
-- wait for each other; one write in fifty folds the rows it can lock into one per key.
CREATE TABLE "user_map_cells" (
	"zoom" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"role" smallint NOT NULL,
	"n" bigint NOT NULL,
	"sx" bigint NOT NULL,
	"sy" bigint NOT NULL,
	"sid" bigint NOT NULL,
	"x_lo" integer[],
	"x_hi" integer[],
	"y_lo" integer[],
	"y_hi" integer[],
	"id_lo" integer,
	"id_hi" integer
);
--> statement-breakpoint
CREATE INDEX "user_map_cells_idx" ON "user_map_cells" USING btree ("zoom","cx","cy","role");--> statement-breakpoint
-- The user map's points by row (y first): the bands of a viewport's top and bottom edges, which cut through grid cells,
-- are read from here; the bands of its left and right edges from users_map_cell_idx (x first).
CREATE INDEX "users_map_row_idx" ON "users" USING btree ("map_y","map_x","id","role");--> statement-breakpoint
-- The users of a map's filters that have no point (its `unlocated`): a handful, counted without reading the others.
CREATE INDEX "users_unlocated_idx" ON "users" USING btree ("role") WHERE "latitude" IS NULL OR "longitude" IS NULL;--> statement-breakpoint
CREATE FUNCTION fold_user_map_cells() RETURNS void LANGUAGE sql AS $$
  -- Rows another fold holds are skipped. A key whose count folds to 0 is kept: its rows' bounds may stand for a
  -- point that other, skipped rows still count.
  WITH gone AS (DELETE FROM user_map_cells WHERE ctid IN (SELECT ctid FROM user_map_cells FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO user_map_cells (zoom, cx, cy, role, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
    SELECT zoom, cx, cy, role, sum(n), sum(sx), sum(sy), sum(sid), min(x_lo), max(x_hi), min(y_lo), max(y_hi),
      min(id_lo), max(id_hi)
    FROM gone GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
CREATE FUNCTION user_map_cells_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- (sign, id, role, x, y) of the located users the statement adds to or takes from a cell; an update that moves no
  -- user and changes no role adds nothing.
  points text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1, id, role, map_x, map_y FROM new_rows WHERE map_x IS NOT NULL AND map_y IS NOT NULL'
    WHEN 'DELETE' THEN 'SELECT -1, id, role, map_x, map_y FROM old_rows WHERE map_x IS NOT NULL AND map_y IS NOT NULL'
    ELSE 'SELECT 1, n.id, n.role, n.map_x, n.map_y FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
        WHERE n.map_x IS NOT NULL AND n.map_y IS NOT NULL
          AND (o.role, o.map_x, o.map_y) IS DISTINCT FROM (n.role, n.map_x, n.map_y)
      UNION ALL SELECT -1, o.id, o.role, o.map_x, o.map_y FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
        WHERE o.map_x IS NOT NULL AND o.map_y IS NOT NULL
          AND (o.role, o.map_x, o.map_y) IS DISTINCT FROM (n.role, n.map_x, n.map_y)'
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM user_map_cells;
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    INSERT INTO user_map_cells (zoom, cx, cy, role, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
    SELECT z, p.x / k.c, p.y / k.c, p.role, sum(p.s), sum(p.s * p.x::bigint), sum(p.s * p.y::bigint),
      sum(p.s * p.id::bigint), min(ARRAY[p.x, p.y]) FILTER (WHERE p.s > 0), max(ARRAY[p.x, p.y]) FILTER (WHERE p.s > 0),
      min(ARRAY[p.y, p.x]) FILTER (WHERE p.s > 0), max(ARRAY[p.y, p.x]) FILTER (WHERE p.s > 0),
      min(p.id) FILTER (WHERE p.s > 0), max(p.id) FILTER (WHERE p.s > 0)
    FROM (%s) AS p (s, id, role, x, y), generate_series(0, 8) AS z, LATERAL (SELECT 45 << (22 - z)) AS k (c)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4$sql$, points);
  IF random() < 0.02 THEN
    PERFORM fold_user_map_cells();
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER user_map_cells_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_map_cells_on_change();
--> statement-breakpoint
CREATE TRIGGER user_map_cells_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_map_cells_on_change();
--> statement-breakpoint
CREATE TRIGGER user_map_cells_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_map_cells_on_change();
--> statement-breakpoint
CREATE TRIGGER user_map_cells_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION user_map_cells_on_change();
--> statement-breakpoint
-- Rebuilt from the users (here, and by the scale seed, whose bulk insert runs without triggers): zoom 8 from the users,
-- each coarser zoom from the one below (a cell is 2 x 2 cells of the next zoom), so 2M users are read once.
CREATE FUNCTION rebuild_user_map_cells() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_map_cells;
  INSERT INTO user_map_cells (zoom, cx, cy, role, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
    SELECT 8, map_x / (45 << 14), map_y / (45 << 14), role, count(*), sum(map_x), sum(map_y), sum(id),
      min(ARRAY[map_x, map_y]), max(ARRAY[map_x, map_y]), min(ARRAY[map_y, map_x]), max(ARRAY[map_y, map_x]), min(id), max(id)
    FROM users WHERE map_x IS NOT NULL AND map_y IS NOT NULL GROUP BY 1, 2, 3, 4;
  FOR z IN REVERSE 7..0 LOOP
    INSERT INTO user_map_cells (zoom, cx, cy, role, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
      SELECT z, cx / 2, cy / 2, role, sum(n), sum(sx), sum(sy), sum(sid), min(x_lo), max(x_hi), min(y_lo), max(y_hi),
        min(id_lo), max(id_hi)
      FROM user_map_cells WHERE zoom = z + 1 GROUP BY 1, 2, 3, 4;
  END LOOP;
END $$;
--> statement-breakpoint
SELECT rebuild_user_map_cells();
