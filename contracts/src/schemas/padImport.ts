// The CSV pad import (spec part 2 §3 "CSV import row", §4, §5): the 22 columns 'Export for update' writes,
// the rules of one row. The API validates every row with this schema (on validate and again on import); the
// calls' answers are declared in ../api/pads/import.ts.
// Pure: no React / antd / browser imports (the API imports it).
import { number, object, string, type InferType } from 'yup';
import type { ImportRowValues } from '../api/pads/import.ts';
import { coordinate, ICAO_PATTERN, optionalText, PAD_CREATE_MESSAGES } from './padCreate.ts';

/** The 22 columns in export order: the field key, and the header 'Export for update' writes. */
export const IMPORT_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'name' },
  { key: 'category', header: 'category' },
  { key: 'latitude', header: 'latitude' },
  { key: 'longitude', header: 'longitude' },
  { key: 'internal_notes', header: 'internal notes' },
  { key: 'icao', header: 'ICAO' },
  { key: 'country', header: 'country' },
  { key: 'contact_name', header: 'contact name' },
  { key: 'phone', header: 'phone' },
  { key: 'email', header: 'email' },
  { key: 'website', header: 'website' },
  { key: 'jet_a1', header: 'Jet A1' },
  { key: 'avgas', header: '100LL/Avgas' },
  { key: 'mogas', header: 'Mogas' },
  { key: 'custom_facility', header: 'custom facility' },
  { key: 'landing_fees', header: 'landing fees' },
  { key: 'site_information', header: 'site information' },
  { key: 'landing_advice', header: 'landing advice' },
  { key: 'tags', header: 'tags' },
  { key: 'is_moderated', header: 'is moderated' },
  { key: 'is_landing_permitted', header: 'is landing permitted' },
] as const;

export type ImportField = (typeof IMPORT_COLUMNS)[number]['key'];

/** A file must carry these; any other column may be left out (then an update leaves that field alone). */
export const REQUIRED_IMPORT_COLUMNS: ImportField[] = ['name', 'category', 'latitude', 'longitude'];

export const IMPORT_FLAG_FIELDS = [
  'jet_a1',
  'avgas',
  'mogas',
  'custom_facility',
  'landing_fees',
  'is_moderated',
  'is_landing_permitted',
] as const satisfies readonly ImportField[];

/** Bounds of one file: larger imports are split by the admin (the message says so). */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export const PAD_IMPORT_MESSAGES = {
  required: PAD_CREATE_MESSAGES.required,
  flag: 'Must be 0 or 1',
  id: 'ID must be a whole number',
  category: 'Category must be a number',
  unknownCategory: 'Unknown category',
  country: 'Country must be a 2-letter code',
  unknownCountry: 'Unknown country code',
  unknownPad: 'No pad has this ID',
  archivedPad: 'This pad is archived; unarchive it before importing changes to it',
  duplicateId: 'This ID appears on an earlier row',
  unknownTag: (name: string) => `Tag '${name}' does not exist`,
  onlyCsv: 'Only .csv files can be imported',
  success: 'Pads are successfully imported!',
} as const;

/** A flag cell: 0 or 1, blank meaning 0 (spec part 2 §5). */
const flag = () =>
  string()
    .trim()
    .default('')
    .test('flag', PAD_IMPORT_MESSAGES.flag, (v) => v === '' || v === '0' || v === '1')
    .transform((v) => v ?? '');

/** One CSV row as text cells (keys of IMPORT_COLUMNS); what the import writes is `normaliseImportRow`'s. */
export const importRowSchema = object({
  id: string()
    .trim()
    .default('')
    .test('id', PAD_IMPORT_MESSAGES.id, (v) => !v || /^\d{1,9}$/.test(v)),
  name: string().trim().required(PAD_IMPORT_MESSAGES.required).max(255, 'At most 255 characters'),
  category: number()
    .transform((value, original) => (original === '' || original == null ? undefined : value))
    .typeError(PAD_IMPORT_MESSAGES.category)
    .integer(PAD_IMPORT_MESSAGES.category)
    .required(PAD_IMPORT_MESSAGES.required),
  latitude: coordinate(-90, 90, PAD_CREATE_MESSAGES.latMin, PAD_CREATE_MESSAGES.latMax),
  longitude: coordinate(-180, 180, PAD_CREATE_MESSAGES.lngMin, PAD_CREATE_MESSAGES.lngMax),
  internal_notes: optionalText(10_000),
  icao: optionalText(4).test('icao', PAD_CREATE_MESSAGES.icaoFormat, (v) => !v || ICAO_PATTERN.test(v)),
  country: optionalText(2).test('country', PAD_IMPORT_MESSAGES.country, (v) => !v || /^[A-Za-z]{2}$/.test(v)),
  contact_name: optionalText(200),
  phone: optionalText(50),
  email: optionalText(200).email(PAD_CREATE_MESSAGES.email),
  website: optionalText(500),
  jet_a1: flag(),
  avgas: flag(),
  mogas: flag(),
  custom_facility: flag(),
  landing_fees: flag(),
  site_information: optionalText(10_000),
  landing_advice: optionalText(10_000),
  tags: optionalText(2_000),
  is_moderated: flag(),
  is_landing_permitted: flag(),
});

export type ImportRowText = InferType<typeof importRowSchema>;

/** Splits the tags cell ('a, b,c') into names. */
export const splitTags = (cell: string): string[] => [
  ...new Set(
    cell
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

/** Typed values of a validated row, keeping only the columns the file has. */
export function normaliseImportRow(text: ImportRowText, present: ReadonlySet<ImportField>): ImportRowValues {
  const out: ImportRowValues = {
    id: text.id ? Number(text.id) : null,
    name: text.name,
    category: text.category,
    latitude: text.latitude,
    longitude: text.longitude,
  };
  const has = (k: ImportField) => present.has(k);
  for (const k of ['internal_notes', 'icao', 'contact_name', 'phone', 'email', 'website'] as const)
    if (has(k)) out[k] = text[k];
  for (const k of ['site_information', 'landing_advice'] as const) if (has(k)) out[k] = text[k];
  // A blank country means "from the coordinates", never "no country".
  if (has('country') && text.country) out.country = text.country.toUpperCase();
  for (const k of IMPORT_FLAG_FIELDS) if (has(k)) out[k] = text[k] === '1' ? 1 : 0;
  if (has('tags')) out.tags = splitTags(text.tags);
  return out;
}

/** What to do with a new row that is the same place as an existing pad (spec part 2 §4). */
export type ImportDecision = 'keep' | 'replace' | 'neither';
export const IMPORT_DECISIONS: ImportDecision[] = ['keep', 'replace', 'neither'];
export const IMPORT_DECISION_LABELS: Record<ImportDecision, string> = {
  keep: 'Keep existing',
  replace: 'Replace',
  neither: 'Neither (import as a new pad)',
};
