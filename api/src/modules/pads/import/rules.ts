// The rules of an import row (spec part 2 §5): the shared yup schema for each cell, then what only the
// database knows (category, country, tags, the pad an ID names), checked for all rows at once. Every
// refusal is one ImportRowError: row, column, value as written, and the rule's message.
import {
  IMPORT_COLUMNS,
  importRowSchema,
  normaliseImportRow,
  PAD_IMPORT_MESSAGES,
  splitTags,
  type ImportField,
} from '@pads/contracts';
import type { ImportRowError, ImportRowValues } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import type { DbOrTx } from '../../../domain/auditLog.js';
import { padsInImportTerms, type ImportPadValues } from '../../../domain/padImportFormat.js';

const HEADER_OF = new Map<string, string>(IMPORT_COLUMNS.map((c) => [c.key, c.header]));
export const headerOf = (field: string) => HEADER_OF.get(field) ?? field;

/** A row to check: its spreadsheet row number and text cells (from the file, or sent back by the screen). */
export interface RowInput {
  row: number;
  cells: Partial<Record<ImportField, string>>;
}

export interface CheckedRow {
  row: number;
  values: ImportRowValues;
}

/**
 * Optional text columns whose stored value may predate today's rules (an e-mail typed before it was
 * checked): a row with an ID that leaves such a cell as the pad has it is not refused for it; the import
 * changes nothing there. The rules apply to what a file changes.
 */
const LEGACY_TOLERANT = new Set<ImportField>([
  'email',
  'icao',
  'phone',
  'website',
  'contact_name',
  'internal_notes',
  'site_information',
  'landing_advice',
  'country',
]);

const textOf = (value: unknown) => (value == null ? '' : String(value));

function validateRow(cells: Partial<Record<ImportField, string>>, present: ReadonlySet<ImportField>) {
  return normaliseImportRow(importRowSchema.validateSync(cells, { abortEarly: false, stripUnknown: true }), present);
}

/** The shared schema, row by row (synchronous: 10,000 rows do not wait on 10,000 promises). */
export function checkCells(
  rows: RowInput[],
  present: ReadonlySet<ImportField>,
  stored: ReadonlyMap<number, ImportPadValues> = new Map(),
): { rows: CheckedRow[]; errors: ImportRowError[] } {
  const checked: CheckedRow[] = [];
  const errors: ImportRowError[] = [];
  for (const { row, cells } of rows) {
    try {
      checked.push({ row, values: validateRow(cells, present) });
    } catch (error) {
      if (!ValidationError.isError(error)) throw error;
      const failed = (error.inner.length ? error.inner : [error]).map((e) => ({
        field: (e.path ?? '_') as ImportField,
        messages: e.errors,
      }));
      const pad = /^\d{1,9}$/.test(cells.id?.trim() ?? '') ? stored.get(Number(cells.id)) : undefined;
      const unchanged = (field: ImportField) =>
        Boolean(pad) &&
        LEGACY_TOLERANT.has(field) &&
        (cells[field] ?? '').trim().toUpperCase() === textOf(pad![field]).trim().toUpperCase();
      if (failed.every((f) => unchanged(f.field))) {
        const kept = Object.fromEntries(failed.map((f) => [f.field, ''])) as Partial<Record<ImportField, string>>;
        const values = validateRow({ ...cells, ...kept }, present);
        for (const f of failed) (values as unknown as Record<string, unknown>)[f.field] = pad![f.field];
        checked.push({ row, values });
        continue;
      }
      for (const f of failed)
        for (const message of f.messages)
          errors.push({ row, field: headerOf(f.field), value: cells[f.field] ?? '', message });
    }
  }
  return { rows: checked, errors };
}

/** The pads the rows' ID cells name, in import terms (for the legacy-value tolerance above). */
export async function storedPadsOf(db: DbOrTx, rows: RowInput[]): Promise<Map<number, ImportPadValues>> {
  const ids = rows.flatMap((r) => (/^\d{1,9}$/.test(r.cells.id?.trim() ?? '') ? [Number(r.cells.id)] : []));
  return padsInImportTerms(db, [...new Set(ids)]);
}

export interface Reference {
  categories: Set<number>;
  countries: Set<string>;
  /** Lower-cased tag name → tag id. */
  tags: Map<string, number>;
}

export async function loadReference(db: DbOrTx): Promise<Reference> {
  const { rows } = await db.execute<{ kind: string; key: string; id: number }>(sql`
    SELECT 'category' AS kind, id::text AS key, id FROM categories
    UNION ALL SELECT 'country', code, 0 FROM countries
    UNION ALL SELECT 'tag', lower(name), id FROM tags`);
  const ref: Reference = { categories: new Set(), countries: new Set(), tags: new Map() };
  for (const r of rows) {
    if (r.kind === 'category') ref.categories.add(Number(r.id));
    else if (r.kind === 'country') ref.countries.add(r.key);
    else if (!ref.tags.has(r.key)) ref.tags.set(r.key, Number(r.id));
  }
  return ref;
}

/** The pads the rows' IDs name: which exist and which are archived. */
async function padsNamed(db: DbOrTx, ids: number[]): Promise<NamedPads> {
  if (!ids.length) return new Map();
  const { rows } = await db.execute<{ id: number; archived: boolean }>(
    sql`SELECT id, deleted_at IS NOT NULL AS archived FROM pads WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), { archived: r.archived }]));
}

/** The cells the database checks, read leniently: a cell its format rule refused is left to that rule's message. */
function referenceCells({ cells }: RowInput) {
  const text = (k: ImportField) => (cells[k] ?? '').trim();
  return {
    id: /^\d{1,9}$/.test(text('id')) ? Number(text('id')) : null,
    category: /^\d{1,9}$/.test(text('category')) ? Number(text('category')) : null,
    country: /^[A-Za-z]{2}$/.test(text('country')) ? text('country').toUpperCase() : '',
    tags: splitTags(cells.tags ?? ''),
  };
}

/** What the rows' ID cells name: which pads exist and which are archived. */
export type NamedPads = ReadonlyMap<number, { archived: boolean }>;

/**
 * What the database knows: category and country codes, existing tags, and the pad an ID names (once per file),
 * for every row, also those a format rule refused, so one upload lists every problem.
 */
export async function checkReferences(db: DbOrTx, rows: RowInput[]): Promise<ImportRowError[]> {
  const ids = rows.flatMap((r) => {
    const id = referenceCells(r).id;
    return id ? [id] : [];
  });
  return referenceErrors(rows, await loadReference(db), await padsNamed(db, [...new Set(ids)]));
}

/** The rules of checkReferences against loaded reference data (pure: unit-tested with a stubbed reference). */
export function referenceErrors(rows: RowInput[], ref: Reference, named: NamedPads): ImportRowError[] {
  const cells = rows.map((r) => ({ row: r.row, ...referenceCells(r) }));
  const errors: ImportRowError[] = [];
  const seenIds = new Set<number>();
  for (const v of cells) {
    const refuse = (field: ImportField, value: string, message: string) =>
      errors.push({ row: v.row, field: headerOf(field), value, message });
    if (v.id) {
      const pad = named.get(v.id);
      if (!pad) refuse('id', String(v.id), PAD_IMPORT_MESSAGES.unknownPad);
      else if (pad.archived) refuse('id', String(v.id), PAD_IMPORT_MESSAGES.archivedPad);
      if (seenIds.has(v.id)) refuse('id', String(v.id), PAD_IMPORT_MESSAGES.duplicateId);
      seenIds.add(v.id);
    }
    if (v.category !== null && !ref.categories.has(v.category))
      refuse('category', String(v.category), PAD_IMPORT_MESSAGES.unknownCategory);
    if (v.country && !ref.countries.has(v.country)) refuse('country', v.country, PAD_IMPORT_MESSAGES.unknownCountry);
    for (const tag of v.tags)
      if (!ref.tags.has(tag.toLowerCase())) refuse('tags', tag, PAD_IMPORT_MESSAGES.unknownTag(tag));
  }
  return errors;
}

/** A row whose cell count differs from the header's: its columns would be read shifted, so it is refused. */
export function widthErrors(records: { row: number; width: number }[], headerWidth: number): ImportRowError[] {
  return records
    .filter((r) => r.width !== headerWidth)
    .map((r) => ({
      row: r.row,
      field: '(row)',
      value: `${r.width} values`,
      message: `The row has ${r.width} values; the header has ${headerWidth}.`,
    }));
}
