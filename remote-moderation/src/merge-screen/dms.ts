// Degrees, minutes and seconds for the read-only 'DMS Format' row: 52°06'00.0"N 9°30'00.0"W.

function part(value: number, positive: string, negative: string): string {
  const hemisphere = value < 0 ? negative : positive;
  // Work in tenths of a second so rounding carries into minutes and degrees (59.96" → 1').
  const tenths = Math.round(Math.abs(value) * 36_000);
  const degrees = Math.floor(tenths / 36_000);
  const minutes = Math.floor((tenths % 36_000) / 600);
  const seconds = (tenths % 600) / 10;
  return `${degrees}°${String(minutes).padStart(2, '0')}'${seconds.toFixed(1).padStart(4, '0')}"${hemisphere}`;
}

export const isLatitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -90 && value <= 90;
export const isLongitude = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= -180 && value <= 180;

/** '' when either coordinate is missing or out of range. */
export function formatDms(latitude: unknown, longitude: unknown): string {
  if (!isLatitude(latitude) || !isLongitude(longitude)) return '';
  return `${part(latitude, 'N', 'S')} ${part(longitude, 'E', 'W')}`;
}
