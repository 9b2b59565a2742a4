// The maps' grid cells kept on write (migration 0047_map_cells; domain/mapClusters.ts reads them): 45 px cells at zooms
// 0 to MAP_KEPT_MAX_ZOOM, per role for the user map and per quick filter ('all' and each of pads.list.ts PAD_TYPES a
// pad is of) for the pad map. Statement-level triggers on users and pads append each statement's changes as rows of
// their own; readers sum a key's rows. n, sx, sy and sid (sums of x, y and id) are exact; x_lo/x_hi ([x, y] of the
// least/greatest x), y_lo/y_hi ([y, x]) and id_lo/id_hi are bounds over every point the cell has held, taken by the
// map only where a row still stands on them.
import { bigint, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** The finest zoom the kept cells hold (the triggers and rebuild_map_cells() say 8 too). */
export const MAP_KEPT_MAX_ZOOM = 8;

const cellColumns = () => ({
  zoom: smallint('zoom').notNull(),
  cx: integer('cx').notNull(),
  cy: integer('cy').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
  sx: bigint('sx', { mode: 'number' }).notNull(),
  sy: bigint('sy', { mode: 'number' }).notNull(),
  sid: bigint('sid', { mode: 'number' }).notNull(),
  x_lo: integer('x_lo').array(),
  x_hi: integer('x_hi').array(),
  y_lo: integer('y_lo').array(),
  y_hi: integer('y_hi').array(),
  id_lo: integer('id_lo'),
  id_hi: integer('id_hi'),
});

export const userMapCells = pgTable('user_map_cells', { ...cellColumns(), role: smallint('role').notNull() }, (t) => [
  index('user_map_cells_idx').on(t.zoom, t.role, t.cx, t.cy),
]);

export const padMapCells = pgTable('pad_map_cells', { ...cellColumns(), type: text('type').notNull() }, (t) => [
  index('pad_map_cells_idx').on(t.zoom, t.type, t.cx, t.cy),
]);
