// A point pasted into the search box, as an admin copies it from a map, a chart or an e-mail: decimal degrees
// (`52.127, 0.956`, `-33.9 151.2`, `52.127N 0.956E`) or degrees, minutes and seconds (`52°07'37"N 0°57'22"E`,
// `N 51° 28.669' W 000° 00.089'`, `40:26:46N, 79:58:56W`). Latitude first unless the hemisphere letters say
// otherwise. Hand-written rather than the npm `geo-coordinates-parser`: that one reads a decimal with one digit
// after the point as minutes (`-33.9, 151.2` came out as -33.15, 151.03), which sends the admin to the wrong place.

export interface Coordinate {
  latitude: number;
  longitude: number;
}

interface Part {
  value: number;
  /** The hemisphere letter written with it, if any. */
  hemisphere?: 'N' | 'S' | 'E' | 'W';
  /** Written with a degree, minute or second mark, or as d:m:s. */
  marked: boolean;
  /** Written with a decimal point. */
  decimal: boolean;
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
// One half: a signed degree value, optional minutes and seconds (marked, colon- or space-separated), with its
// hemisphere letter before or after it (two forms: a letter after the first half could otherwise be read as the
// second half's leading one). Marks are normalised first (see `normalise`).
const VALUE = String.raw`([+-])?\s*(${NUMBER})\s*(°|:)?\s*(?:(${NUMBER})\s*('|:)?\s*(?:(${NUMBER})\s*(")?)?)?`;
const LEADING = String.raw`([NSEW])\s*${VALUE}()`;
const TRAILING = String.raw`()${VALUE}\s*([NSEW])?`;
const SEPARATOR = String.raw`\s*([,;]|\s)\s*`;
const FORMS = [new RegExp(`^${LEADING}${SEPARATOR}${LEADING}$`), new RegExp(`^${TRAILING}${SEPARATOR}${TRAILING}$`)];

/** Typographic primes, quotes and degree look-alikes as the three ASCII marks; upper case; trimmed. */
function normalise(text: string): string {
  return text
    .replace(/[′’‘`´]/g, "'")
    .replace(/[″“”]|''/g, '"')
    .replace(/[º˚]/g, '°')
    .trim()
    .toUpperCase();
}

function part(m: RegExpExecArray, at: number): Part | null {
  const [lead, sign, degrees, degreeMark, minutes, minuteMark, seconds, secondMark, trail] = m.slice(at, at + 9);
  if (lead && trail) return null;
  const hemisphere = (lead || trail || undefined) as Part['hemisphere'];
  if (sign && hemisphere) return null;
  // Minutes only after whole degrees, seconds only after whole minutes, each below 60.
  if (minutes !== undefined && (degrees!.includes('.') || Number(minutes) >= 60)) return null;
  if (seconds !== undefined && (minutes!.includes('.') || Number(seconds) >= 60)) return null;
  // A bare "52 07" is two numbers, not degrees and minutes: minutes need a mark, a colon or a hemisphere.
  const marked = Boolean(degreeMark || minuteMark || secondMark);
  if (minutes !== undefined && !marked && !hemisphere) return null;
  const value = Number(degrees) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600;
  const negative = sign === '-' || hemisphere === 'S' || hemisphere === 'W';
  return { value: negative ? -value : value, hemisphere, marked, decimal: degrees!.includes('.') };
}

const isLatitude = (p: Part) => p.hemisphere === 'N' || p.hemisphere === 'S';
const isLongitude = (p: Part) => p.hemisphere === 'E' || p.hemisphere === 'W';

/**
 * The point a text names, or null when it is not a coordinate. Two bare whole numbers (`12 34`) are not one: a
 * coordinate needs a comma, a hemisphere, a degree mark or decimal points, so a name or an id is never read as one.
 */
export function parseCoordinate(text: string): Coordinate | null {
  const normalised = normalise(text);
  if (normalised.length > 80) return null;
  const m = FORMS.map((form) => form.exec(normalised)).find(Boolean);
  if (!m) return null;
  const first = part(m, 1);
  const separator = m[10]!;
  const second = part(m, 11);
  if (!first || !second) return null;
  const explicit =
    /[,;]/.test(separator) ||
    Boolean(first.hemisphere || second.hemisphere) ||
    first.marked ||
    second.marked ||
    (first.decimal && second.decimal);
  if (!explicit) return null;
  // Hemispheres decide the order when they are given: `0.956E 52.127N` is latitude 52.127.
  let [lat, lng] = [first, second];
  if (isLongitude(first) || isLatitude(second)) [lat, lng] = [second, first];
  if (isLongitude(lat) || isLatitude(lng)) return null;
  if (Math.abs(lat.value) > 90 || Math.abs(lng.value) > 180) return null;
  return { latitude: round(lat.value), longitude: round(lng.value) };
}

/** Six decimals: about 0.1 m, finer than any pad's position. */
const round = (n: number) => Math.round(n * 1e6) / 1e6 + 0;

/** `52.127, 0.956` as the box shows the point it searched around. */
export const formatCoordinate = ({ latitude, longitude }: Coordinate) =>
  `${Number(latitude.toFixed(5))}, ${Number(longitude.toFixed(5))}`;
