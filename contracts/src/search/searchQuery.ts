// What a search-box query is, read the same way by the box (whether to ask at all), the areas' providers (whether
// it is theirs) and the API (what to match it against).
import { MAX_RECORD_ID } from '../paths.ts';
import { parseCoordinate, type Coordinate } from './coordinates.ts';

/** Text shorter than this is searched only when it is an id. */
export const SEARCH_MIN_LENGTH = 3;
/** The longest query the API takes. */
export const SEARCH_MAX_LENGTH = 200;
/** How many results an area answers at most. */
export const SEARCH_LIMIT = 10;

export interface SearchQuery {
  /** The query trimmed, inner runs of spaces as one. */
  text: string;
  /** A record id it names (`4412`, `#4412`), or null. */
  id: number | null;
  /** The text in upper case when it could be a code (ICAO `EGUW`, HISC `GB1234ab`): letters and digits only. */
  code: string | null;
  /** A point it names (`52.127, 0.956`, degrees-minutes-seconds), or null. */
  coordinate: Coordinate | null;
  /** Long enough to match names by prefix and fragment. */
  words: boolean;
}

export function readSearchQuery(raw: string): SearchQuery {
  const text = raw.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
  const digits = /^#?(\d{1,10})$/.exec(text)?.[1];
  const id = digits !== undefined && Number(digits) >= 1 && Number(digits) <= MAX_RECORD_ID ? Number(digits) : null;
  const code = /^[A-Za-z0-9]{3,16}$/.test(text) ? text.toUpperCase() : null;
  return { text, id, code, coordinate: parseCoordinate(text), words: text.length >= SEARCH_MIN_LENGTH };
}

/** Whether the box asks the areas at all: 3 characters, or any id. */
export function isSearchable(query: SearchQuery): boolean {
  return query.words || query.id !== null;
}
