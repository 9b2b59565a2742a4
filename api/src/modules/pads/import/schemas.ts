// The import calls' body checks (server-only: the rows' cells are checked by the shared row schema) and their
// route schemas (answers from @pads/contracts/api).
import {
  IMPORT_COLUMNS,
  IMPORT_DECISIONS,
  IMPORT_MAX_ROWS,
  type ImportDecision,
  type ImportField,
} from '@pads/contracts';
import {
  ErrorBody,
  ImportConflictError,
  ImportRefused,
  ImportResultReply,
  ImportRow,
  ImportValidationReply,
} from '@pads/contracts/api';
import { array, mixed, object, string } from 'yup';
import { yupBody } from '../../../openapi.js';

const tags = ['pad import'];
const FIELDS = IMPORT_COLUMNS.map((c) => c.key);

/** The import body's own fields; each row's flags are checked by `checkRowFlags` (10,000 rows through yup cost ~0.3 s). */
export const importBodySchema = object({
  columns: array(mixed<ImportField>().oneOf(FIELDS, 'Unknown column.').required())
    .required('The columns are required.')
    .min(1, 'The columns are required.'),
  rows: array()
    .required('The rows are required.')
    .min(1, 'The rows are required.')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows can be imported at once.`),
  file_name: string().max(255).nullable(),
});

/** Each row's own fields (row number, flags, decision, matched pad): per-field messages keyed `rows.N.field`. */
export function checkRowFlags(rows: unknown[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const isId = (v: unknown, min: number) => Number.isInteger(v) && (v as number) >= min;
  rows.forEach((raw, i) => {
    const r = (raw ?? {}) as Record<string, unknown>;
    const refuse = (field: string, message: string) => (errors[`rows.${i}.${field}`] = [message]);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return refuse('row', 'Each row must be an object.');
    if (!isId(r.row, 2)) refuse('row', 'Must be a row number.');
    for (const flag of ['is_updated', 'is_zaibalsa'])
      if (r[flag] !== undefined && typeof r[flag] !== 'boolean') refuse(flag, 'Must be true or false.');
    if (r.decision !== undefined && !IMPORT_DECISIONS.includes(r.decision as ImportDecision))
      refuse('decision', 'Choose keep, replace or neither.');
    if (r.match_id !== undefined && !isId(r.match_id, 1)) refuse('match_id', 'Must be a pad id.');
  });
  return errors;
}

/** The import body's documentation: its own fields from importBodySchema, each row the validate answer's ImportRow. */
const importBodyDoc = (() => {
  const body = yupBody(importBodySchema) as { properties: Record<string, object> };
  return { ...body, properties: { ...body.properties, rows: { ...body.properties.rows, items: ImportRow } } };
})();

export const validateRouteSchema = {
  tags,
  summary:
    'Check a CSV of pads (multipart field csv_import; UTF-8 or Windows-1252, comma or semicolon): every row against the rules, and new rows against existing pads (conflicts)',
  consumes: ['multipart/form-data'],
  response: { 200: ImportValidationReply, 413: ErrorBody, 422: ImportRefused },
};

export const importRouteSchema = {
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
