-- user_map_cells and pad_map_cells: the user map's grid cells (45 px, zooms 0 to 8) per role, and the pad map's per
-- quick filter (pads.list.ts PAD_TYPES: 'all' and each type a pad is of), kept by statement-level triggers on users
-- (domain/mapClusters.ts reads them; docs/decisions.md "Map speed (issue 25, round 3)"). Per cell and role: the count and
-- the sums of x, y and id are exact; the extremes (the points of least and greatest x and y, as [x, y] and [y, x], and
-- the least and greatest id) are bounds over every point the cell has held: a user or pad that leaves a cell leaves
-- them as they are, so a reader takes an extreme only when a row still stands on it (one index probe), and reads the
-- cell's rows otherwise. Each statement appends its changes as rows of their own (readers sum them), so writers never
-- wait for each other; one write in fifty folds the rows it can lock into one per key. One trigger function, fold and
-- rebuild serve both tables: each names its table, its key column and the keys of a row (%s stands for the row).
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
CREATE TABLE "pad_map_cells" (
	"zoom" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"type" text NOT NULL,
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
CREATE INDEX "user_map_cells_idx" ON "user_map_cells" USING btree ("zoom","role","cx","cy");--> statement-breakpoint
CREATE INDEX "pad_map_cells_idx" ON "pad_map_cells" USING btree ("zoom","type","cx","cy");--> statement-breakpoint
-- The maps' points by row (y first): the bands of a viewport's top and bottom edges, which cut through grid cells,
-- are read from here; the bands of its left and right edges from users/pads_map_cell_idx (x first).
CREATE INDEX "users_map_row_idx" ON "users" USING btree ("map_y","map_x","id","role");--> statement-breakpoint
CREATE INDEX "pads_map_row_idx" ON "pads" USING btree ("map_y","map_x","id","status_id","category_id","is_landing_permitted","is_phonable","deleted_at","user_id","submitter_role");--> statement-breakpoint
-- The users of a map's filters that have no point (its `unlocated`): a handful, counted without reading the others.
CREATE INDEX "users_unlocated_idx" ON "users" USING btree ("role") WHERE "latitude" IS NULL OR "longitude" IS NULL;--> statement-breakpoint
-- The pad list's quick filters a pad is of (pads.list.ts PAD_TYPES; 'all' is every pad). The map test compares every
-- type's map from these cells with the one read from the pads, so a change of PAD_TYPES without one here fails.
CREATE FUNCTION pad_map_types(p pads) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array_remove(ARRAY['all',
    CASE WHEN p.deleted_at IS NOT NULL THEN 'archived' END,
    CASE WHEN p.deleted_at IS NULL AND p.status_id = 1 THEN 'unmoderated' END,
    CASE WHEN p.deleted_at IS NULL AND p.status_id = 3 AND p.is_landing_permitted AND p.category_id <> 1 THEN 'moderated' END,
    CASE WHEN p.deleted_at IS NULL AND NOT p.is_phonable AND p.status_id = 3 AND p.is_landing_permitted
      THEN 'invalid_phone' END,
    CASE WHEN p.deleted_at IS NULL AND p.submitter_role IS NOT NULL AND p.submitter_role <> 1 THEN 'consumer_submitted' END,
    CASE WHEN p.deleted_at IS NULL AND NOT p.is_landing_permitted THEN 'landing_not_possible' END,
    CASE WHEN p.deleted_at IS NULL AND p.user_id IS NOT NULL THEN 'private' END], NULL)
$$;
--> statement-breakpoint
-- The keys with more than one row folded into one (of the keys given as zooms, keys, cxs and cys; of every key without
-- them); rows another fold holds are skipped. A key whose count folds to 0 is kept: its rows' bounds may stand for a
-- point that other, skipped rows still count.
CREATE FUNCTION fold_map_cells(cells text, key text, zooms int[] DEFAULT NULL, keys text[] DEFAULT NULL,
  cxs int[] DEFAULT NULL, cys int[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($sql$
    WITH gone AS (DELETE FROM %1$I WHERE ctid IN (SELECT ctid FROM %1$I
        WHERE (zoom, %2$I, cx, cy) IN (SELECT zoom, %2$I, cx, cy FROM %1$I
          WHERE $1 IS NULL OR (zoom, %2$I::text, cx, cy) IN (SELECT * FROM unnest($1, $2, $3, $4))
          GROUP BY 1, 2, 3, 4 HAVING count(*) > 1)
        FOR UPDATE SKIP LOCKED)
      RETURNING *)
    INSERT INTO %1$I (zoom, %2$I, cx, cy, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
      SELECT zoom, %2$I, cx, cy, sum(n), sum(sx), sum(sy), sum(sid), min(x_lo), max(x_hi), min(y_lo), max(y_hi),
        min(id_lo), max(id_hi)
      FROM gone GROUP BY 1, 2, 3, 4$sql$, cells, key) USING zooms, keys, cxs, cys;
END $$;
--> statement-breakpoint
-- Trigger arguments: the cells table, its key column, the keys of a row %s (an array).
CREATE FUNCTION map_cells_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cells text := TG_ARGV[0];
  key text := TG_ARGV[1];
  zooms int[];
  keys text[];
  cxs int[];
  cys int[];
  located text := '%1$s.map_x IS NOT NULL AND %1$s.map_y IS NOT NULL';
  -- (sign, id, key, x, y) of the located rows the statement adds to or takes from a cell; an update that moves no
  -- row and changes none of its keys adds nothing.
  points text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT 1, r.id, k, r.map_x, r.map_y FROM new_rows r, unnest(%s) k WHERE %s',
      format(TG_ARGV[2], 'r'), format(located, 'r'))
    WHEN 'DELETE' THEN format('SELECT -1, r.id, k, r.map_x, r.map_y FROM old_rows r, unnest(%s) k WHERE %s',
      format(TG_ARGV[2], 'r'), format(located, 'r'))
    ELSE format('SELECT 1, n.id, k, n.map_x, n.map_y FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id, unnest(%1$s) k
        WHERE %3$s AND (o.id, %2$s, o.map_x, o.map_y) IS DISTINCT FROM (n.id, %1$s, n.map_x, n.map_y)
      UNION ALL SELECT -1, o.id, k, o.map_x, o.map_y FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id, unnest(%2$s) k
        WHERE %4$s AND (o.id, %2$s, o.map_x, o.map_y) IS DISTINCT FROM (n.id, %1$s, n.map_x, n.map_y)',
      format(TG_ARGV[2], 'n'), format(TG_ARGV[2], 'o'), format(located, 'n'), format(located, 'o'))
  END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %I', cells);
    RETURN NULL;
  END IF;
  EXECUTE format($sql$
    WITH added AS (INSERT INTO %1$I (zoom, %2$I, cx, cy, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
    SELECT z, p.k, p.x / c.c, p.y / c.c, sum(p.s), sum(p.s * p.x::bigint), sum(p.s * p.y::bigint),
      sum(p.s * p.id::bigint), min(ARRAY[p.x, p.y]) FILTER (WHERE p.s > 0), max(ARRAY[p.x, p.y]) FILTER (WHERE p.s > 0),
      min(ARRAY[p.y, p.x]) FILTER (WHERE p.s > 0), max(ARRAY[p.y, p.x]) FILTER (WHERE p.s > 0),
      min(p.id) FILTER (WHERE p.s > 0), max(p.id) FILTER (WHERE p.s > 0)
    FROM (%3$s) AS p (s, id, k, x, y), generate_series(0, 8) AS z, LATERAL (SELECT 45 << (22 - z)) AS c (c)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    RETURNING zoom::int AS zoom, %2$I::text AS k, cx, cy)
    SELECT array_agg(zoom), array_agg(k), array_agg(cx), array_agg(cy) FROM added$sql$, cells, key, points)
    INTO zooms, keys, cxs, cys;
  -- The keys this statement wrote, so a fold reads a few cells, not the whole table.
  IF zooms IS NOT NULL AND random() < 0.02 THEN
    PERFORM fold_map_cells(cells, key, zooms, keys, cxs, cys);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rebuilt from the rows (here, and by the scale seed, whose bulk insert runs without triggers): zoom 8 from the rows,
-- each coarser zoom from the one below (a cell is 2 x 2 cells of the next zoom), so 2M users are read once.
CREATE FUNCTION rebuild_map_cells(cells text, key text, source text, keys text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', cells);
  EXECUTE format($sql$
    INSERT INTO %1$I (zoom, %2$I, cx, cy, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
    SELECT 8, k, map_x / (45 << 14), map_y / (45 << 14), count(*), sum(map_x), sum(map_y), sum(id),
      min(ARRAY[map_x, map_y]), max(ARRAY[map_x, map_y]), min(ARRAY[map_y, map_x]), max(ARRAY[map_y, map_x]), min(id), max(id)
    FROM %3$I t, unnest(%4$s) k WHERE map_x IS NOT NULL AND map_y IS NOT NULL GROUP BY 1, 2, 3, 4$sql$,
    cells, key, source, format(keys, 't'));
  FOR z IN REVERSE 7..0 LOOP
    EXECUTE format($sql$
      INSERT INTO %1$I (zoom, %2$I, cx, cy, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
      SELECT %3$s, %2$I, cx / 2, cy / 2, sum(n), sum(sx), sum(sy), sum(sid), min(x_lo), max(x_hi), min(y_lo),
        max(y_hi), min(id_lo), max(id_hi)
      FROM %1$I WHERE zoom = %3$s + 1 GROUP BY 1, 2, 3, 4$sql$, cells, key, z);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION rebuild_user_map_cells() RETURNS void LANGUAGE sql AS $$
  SELECT rebuild_map_cells('user_map_cells', 'role', 'users', 'ARRAY[%s.role]');
$$;
--> statement-breakpoint
CREATE FUNCTION rebuild_pad_map_cells() RETURNS void LANGUAGE sql AS $$
  SELECT rebuild_map_cells('pad_map_cells', 'type', 'pads', 'pad_map_types(%s)');
$$;
--> statement-breakpoint
CREATE TRIGGER user_map_cells_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('user_map_cells', 'role', 'ARRAY[%s.role]');
--> statement-breakpoint
CREATE TRIGGER user_map_cells_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('user_map_cells', 'role', 'ARRAY[%s.role]');
--> statement-breakpoint
CREATE TRIGGER user_map_cells_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('user_map_cells', 'role', 'ARRAY[%s.role]');
--> statement-breakpoint
CREATE TRIGGER user_map_cells_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('user_map_cells', 'role', 'ARRAY[%s.role]');
--> statement-breakpoint
CREATE TRIGGER pad_map_cells_insert AFTER INSERT ON pads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('pad_map_cells', 'type', 'pad_map_types(%s)');
--> statement-breakpoint
CREATE TRIGGER pad_map_cells_delete AFTER DELETE ON pads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('pad_map_cells', 'type', 'pad_map_types(%s)');
--> statement-breakpoint
CREATE TRIGGER pad_map_cells_update AFTER UPDATE ON pads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('pad_map_cells', 'type', 'pad_map_types(%s)');
--> statement-breakpoint
CREATE TRIGGER pad_map_cells_truncate AFTER TRUNCATE ON pads
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_on_change('pad_map_cells', 'type', 'pad_map_types(%s)');
--> statement-breakpoint
SELECT rebuild_user_map_cells();--> statement-breakpoint
SELECT rebuild_pad_map_cells();
