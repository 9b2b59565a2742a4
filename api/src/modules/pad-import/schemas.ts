// The import calls' body checks (server-only: the rows' cells are checked by the shared row schema) and
// their OpenAPI documentation, flags `is_updated` and `is_zaibalsa` named as the spec names them.
import {
  IMPORT_COLUMNS,
  IMPORT_DECISIONS,
  IMPORT_MAX_ROWS,
  type ImportDecision,
  type ImportField,
} from '@pads/contracts';
import { array, boolean, mixed, number, object, string } from 'yup';
import { errorJsonSchema, errorResponses } from '../../openapi.js';

const tags = ['pad import'];
const FIELDS = IMPORT_COLUMNS.map((c) => c.key);

export const importBodySchema = object({
  columns: array(mixed<ImportField>().oneOf(FIELDS, 'Unknown column.').required())
    .required('The columns are required.')
    .min(1, 'The columns are required.'),
  rows: array(
    object({
      row: number().typeError('Must be a row number.').integer().min(2, 'Must be a row number.').required(),
      is_updated: boolean().default(false),
      is_zaibalsa: boolean().default(false),
      decision: mixed<ImportDecision>().oneOf([...IMPORT_DECISIONS, undefined], 'Choose keep, replace or neither.'),
      match_id: number().integer().min(1),
    }),
  )
    .required('The rows are required.')
    .min(1, 'The rows are required.')
    .max(IMPORT_MAX_ROWS, `At most ${IMPORT_MAX_ROWS} rows can be imported at once.`),
  file_name: string().max(255).nullable(),
});

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

const rowSchema = {
  type: 'object',
  description:
    "A row as validated (typed values of the file's columns), its spreadsheet row number, `is_updated` (it updates a pad: its own ID, or the matched pad it replaces), `is_zaibalsa` (it matched an existing pad) with `decision` (keep, replace, neither) and `match_id`.",
  additionalProperties: true,
  properties: {
    row: { type: 'integer' },
    is_updated: { type: 'boolean' },
    is_zaibalsa: { type: 'boolean' },
    decision: { type: 'string', enum: IMPORT_DECISIONS },
    match_id: { type: 'integer' },
  },
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
      columns: { type: 'array', items: { type: 'string', enum: FIELDS } },
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
