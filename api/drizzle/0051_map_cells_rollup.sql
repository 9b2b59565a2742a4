-- A statement's map cells were grouped once per zoom from its rows: a 9,000-pad import grouped 180,000 (row, type,
-- zoom) triples, 0.25 s of its pad INSERT. They are now grouped at zoom 8, the finest, and each coarser zoom is
-- rolled up from those cells (a cell at zoom z is its zoom-8 cells' coordinates shifted right by 8 - z, as
-- rebuild_map_cells builds them): a few hundred rows per zoom for an import, the same cells and sums.
CREATE OR REPLACE FUNCTION map_cells_on_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WITH finest AS (
      SELECT p.k, p.x / (45 << 14) AS fx, p.y / (45 << 14) AS fy, sum(p.s) AS n, sum(p.s * p.x::bigint) AS sx,
        sum(p.s * p.y::bigint) AS sy, sum(p.s * p.id::bigint) AS sid,
        min(ARRAY[p.x, p.y]) FILTER (WHERE p.s > 0) AS x_lo, max(ARRAY[p.x, p.y]) FILTER (WHERE p.s > 0) AS x_hi,
        min(ARRAY[p.y, p.x]) FILTER (WHERE p.s > 0) AS y_lo, max(ARRAY[p.y, p.x]) FILTER (WHERE p.s > 0) AS y_hi,
        min(p.id) FILTER (WHERE p.s > 0) AS id_lo, max(p.id) FILTER (WHERE p.s > 0) AS id_hi
      FROM (%3$s) AS p (s, id, k, x, y) GROUP BY 1, 2, 3),
    added AS (INSERT INTO %1$I (zoom, %2$I, cx, cy, n, sx, sy, sid, x_lo, x_hi, y_lo, y_hi, id_lo, id_hi)
      SELECT z, f.k, f.fx >> (8 - z), f.fy >> (8 - z), sum(f.n)::bigint, sum(f.sx)::bigint, sum(f.sy)::bigint,
        sum(f.sid)::bigint, min(f.x_lo), max(f.x_hi), min(f.y_lo), max(f.y_hi), min(f.id_lo), max(f.id_hi)
      FROM finest f, generate_series(0, 8) AS z
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
