// /api/admin/pads/import/validate and /api/admin/pads/import: the CSV pad import's answers (spec part 2 §4, §5).
// The rules of one row and the column list are ../../schemas/padImport.ts.
import { Type, type Static } from 'typebox';
import { array, mixed, object, string } from 'yup';
import {
  IMPORT_COLUMNS,
  IMPORT_DECISIONS,
  IMPORT_MAX_ROWS,
  type ImportField as ImportFieldKey,
} from '../../schemas/padImport.ts';
import { Data, ErrorBody, MULTIPART, Nullable, StringEnum } from '../common.ts';
import type { YupBody } from '../../endpoint.ts';
import { yupBody } from '../fromYup.ts';

const Flag = Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] });

/** A row as the import writes it: typed values, only for the columns the file has (others absent). */
export const ImportRowValues = Type.Object({
  id: Nullable(Type.Integer()),
  name: Type.String(),
  category: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  internal_notes: Type.Optional(Type.String()),
  icao: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  contact_name: Type.Optional(Type.String()),
  phone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  website: Type.Optional(Type.String()),
  jet_a1: Type.Optional(Flag),
  avgas: Type.Optional(Flag),
  mogas: Type.Optional(Flag),
  custom_facility: Type.Optional(Flag),
  landing_fees: Type.Optional(Flag),
  site_information: Type.Optional(Type.String()),
  landing_advice: Type.Optional(Type.String()),
  /** Tag names, trimmed, in file order without repeats. */
  tags: Type.Optional(Type.Array(Type.String())),
  is_moderated: Type.Optional(Flag),
  is_landing_permitted: Type.Optional(Flag),
});
export type ImportRowValues = Static<typeof ImportRowValues>;

export const ImportField = StringEnum(IMPORT_COLUMNS.map((c) => c.key));
export const ImportDecision = StringEnum(IMPORT_DECISIONS);

/** A validated row with its spreadsheet row number: the validate call answers it, the import call takes it back. */
export const ImportRow = Type.Object({
  ...ImportRowValues.properties,
  row: Type.Integer({ minimum: 2, description: 'The spreadsheet row (the header is row 1).' }),
  /** The row updates an existing pad: by its own ID, or the matched pad it replaces. */
  is_updated: Type.Boolean(),
  /** The row was matched to an existing pad (a conflict) and carries the admin's `decision`. */
  is_zaibalsa: Type.Boolean(),
  decision: Type.Optional(ImportDecision),
  /** The matched pad (conflicts only). */
  match_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type ImportRow = Static<typeof ImportRow>;

/** A new row that is the same place as an existing pad (docs/decisions/0079-pad-import-same-place.md). */
export const ImportConflict = Type.Object({
  row: Type.Integer(),
  reason: StringEnum(['icao', 'distance', 'name']),
  distance_m: Type.Number(),
  /** The existing pad in the import's own terms, for the side-by-side view. */
  pad: Type.Object({ ...ImportRowValues.properties, id: Type.Integer() }),
  /** Columns where the row and the pad differ. */
  differing: Type.Array(ImportField),
});
export type ImportConflict = Static<typeof ImportConflict>;
export type ImportMatchReason = ImportConflict['reason'];

export const ImportValidation = Type.Object({
  rows: Type.Array(ImportRow),
  conflicts: Type.Array(ImportConflict),
  /** Columns the file has, in the canonical order. */
  columns: Type.Array(ImportField),
  summary: Type.Object({
    total: Type.Integer(),
    new: Type.Integer(),
    updates: Type.Integer(),
    conflicts: Type.Integer(),
  }),
});
export type ImportValidation = Static<typeof ImportValidation>;

/** POST /admin/pads/import/validate: the checked file and its name. */
export const ImportValidationReply = Data(Type.Object({ ...ImportValidation.properties, file_name: Type.String() }));
export type ValidatedFile = Static<typeof ImportValidationReply>['data'];

export const ImportResult = Type.Object({
  import_id: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  replaced: Type.Integer(),
  skipped: Type.Integer(),
  unchanged: Type.Integer(),
});
export type ImportResult = Static<typeof ImportResult>;
export const ImportResultReply = Data(ImportResult);

/** One refused cell: the spreadsheet row, the column, the value as written, the rule's message. */
export const ImportRowError = Type.Object({
  row: Type.Integer(),
  field: Type.String(),
  value: Type.String(),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** A refused file (422): the usual error body and every refused cell, which the screen lists. */
export const ImportRefused = Type.Object({
  ...ErrorBody.properties,
  row_errors: Type.Optional(Type.Array(ImportRowError)),
});

/** A conflict found again at import (409): the row, and the pad it is the same place as. */
export const ImportConflictError = Type.Object({
  ...ErrorBody.properties,
  row: Type.Optional(Type.Integer()),
  pad_id: Type.Optional(Type.Integer()),
});

const tags = ['pad import'];
const FIELDS = IMPORT_COLUMNS.map((c) => c.key);

/** The import body's own fields; each row's flags are checked by `checkRowFlags` (10,000 rows through yup cost ~0.3 s). */
export const importBodySchema = object({
  columns: array(mixed<ImportFieldKey>().oneOf(FIELDS, 'Unknown column.').required())
    .required('The columns are required.')
    .min(1, 'The columns are required.'),
  rows: array()
    .required('The rows are required.')
    .min(1, 'The rows are required.')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows can be imported at once.`),
  file_name: string().max(255).nullable(),
});

/** The import body's documentation: its own fields from importBodySchema, each row the validate answer's ImportRow. */
const importBodyDoc = (() => {
  const body = yupBody(importBodySchema) as YupBody<typeof importBodySchema> & { properties: Record<string, object> };
  return { ...body, properties: { ...body.properties, rows: { ...body.properties.rows, items: ImportRow } } };
})();

const validate = {
  tags,
  summary:
    'Check a CSV of pads (multipart field csv_import; UTF-8 or Windows-1252, comma or semicolon): every row against the rules, and new rows against existing pads (conflicts)',
  ...MULTIPART,
  response: { 200: ImportValidationReply, 413: ErrorBody, 422: ImportRefused },
};

const importRows = {
  tags,
  summary:
    'Import validated rows with the decisions on their conflicts, all in one transaction (re-checked first); one change-log entry per pad',
  description:
    "The rows are the validation's (ImportRow of the validate answer: typed values of the file's columns, the " +
    'spreadsheet `row`, the flags `is_updated` and `is_zaibalsa` as the spec names them), each conflict row with ' +
    "the admin's `decision` (keep, replace, neither) and its `match_id`.",
  body: importBodyDoc,
  response: { 200: ImportResultReply, 409: ImportConflictError, 413: ErrorBody, 422: ImportRefused },
};

export const padImportSchemas = { validate, import: importRows };
