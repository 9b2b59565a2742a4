// The import calls' body checks (server-only: the rows' cells are checked by the shared row schema) and
// their OpenAPI documentation, flags `is_updated` and `is_zaibalsa` named as the spec names them.
import {
  IMPORT_COLUMNS,
  IMPORT_DECISIONS,
  IMPORT_MAX_ROWS,
  type ImportDecision,
  type ImportField,
} from '@pads/contracts';
import { array, mixed, object, string } from 'yup';
import { errorJsonSchema, errorResponses } from '../../../openapi.js';

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

/** A 422 of the import: the usual error body plus the per-row list the screen shows. */
const rowErrorsResponse = {
  ...errorJsonSchema,
  properties: {
    ...errorJsonSchema.properties,
    row_errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer' },
          field: { type: 'string' },
          value: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

// Documentation only (the route's validator leaves the body to yup and checkRowFlags, so the messages are ours,
// not the JSON-schema validator's): the row's own typed fields, the spec's flags `is_updated` and `is_zaibalsa`
// as it names them, and the cells of the file's columns.
const rowSchema = {
  type: 'object',
  description: "A row as validated: typed values of the file's columns and its spreadsheet `row` number (≥ 2).",
  properties: {
    row: { type: 'integer', minimum: 2, description: 'The spreadsheet row (the header is row 1).' },
    id: { type: ['integer', 'null'], description: 'The pad this row updates (the ID column), or null for a new pad.' },
    is_updated: {
      type: 'boolean',
      description: 'The row updates a pad: by its own ID, or the matched pad it replaces.',
    },
    is_zaibalsa: { type: 'boolean', description: 'The row matched an existing pad (a conflict).' },
    decision: {
      type: 'string',
      enum: [...IMPORT_DECISIONS],
      description: "The admin's choice on a conflict row: keep existing, replace it, or neither (a new pad).",
    },
    match_id: { type: 'integer', minimum: 1, description: 'The matched pad (from validation).' },
  },
  required: ['row'],
  additionalProperties: true,
} as const;

export const validateRouteSchema = {
  tags,
  summary:
    'Check a CSV of pads (multipart field csv_import; UTF-8 or Windows-1252, comma or semicolon): every row against the rules, and new rows against existing pads (conflicts)',
  consumes: ['multipart/form-data'],
  response: {
    200: { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } },
    413: errorJsonSchema,
    422: rowErrorsResponse,
  },
};

export const importRouteSchema = {
  tags,
  summary:
    'Import validated rows with the decisions on their conflicts, all in one transaction (re-checked first); one change-log entry per pad',
  body: {
    type: 'object',
    properties: {
      columns: {
        type: 'array',
        items: { type: 'string' },
        description: `The file's columns, of: ${FIELDS.join(', ')}`,
      },
      rows: { type: 'array', items: rowSchema },
      file_name: { type: 'string' },
    },
    required: ['columns', 'rows'],
  },
  response: {
    200: { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } },
    ...errorResponses(409, 413),
    422: rowErrorsResponse,
  },
};
