// Web Mercator pixel coordinates of a point at zoom 22 (the world is 2^30 pixels wide), as SQL. The users and
// pads tables store them as generated columns so the maps group their rows by integer division instead of
// evaluating ln/tan per row.
import { sql, type SQL } from 'drizzle-orm';

export const PIXEL_ZOOM = 22;
/** 256 · 2^22: the world's width in pixels at PIXEL_ZOOM. */
export const WORLD_PIXELS = 2 ** 30;
/** Web Mercator's latitude limit; beyond it y is infinite. */
export const MAX_LAT = 85.05112878;

// least/greatest skip NULLs in PostgreSQL, so a point-less row is kept NULL explicitly.
export const pixelX = (lng: SQL): SQL => sql`floor((${lng} + 180) / 360 * ${sql.raw(String(WORLD_PIXELS))})::int`;

export const pixelY = (lat: SQL): SQL =>
  sql`CASE WHEN ${lat} IS NOT NULL THEN floor((pi() - ln(tan(pi() / 4 + radians(least(greatest(${lat}, ${sql.raw(String(-MAX_LAT))}), ${sql.raw(String(MAX_LAT))})) / 2))) / (2 * pi()) * ${sql.raw(String(WORLD_PIXELS))})::int END`;

/** Longitude and latitude (degrees) of a pixel position (numeric SQL, e.g. an average over a cell). */
export const longitudeOf = (x: SQL): SQL => sql`(${x}::float8 / ${sql.raw(String(WORLD_PIXELS))} * 360 - 180)`;
export const latitudeOf = (y: SQL): SQL =>
  sql`degrees(2 * atan(exp(pi() - 2 * pi() * ${y}::float8 / ${sql.raw(String(WORLD_PIXELS))})) - pi() / 2)`;
