// The CSV pad import's two steps (spec part 2 §4, §7): validate a file (row errors, or the rows with their
// conflicts), then import the rows with the admin's decisions in one transaction. The import checks the
// rows again, cell by cell and against the database, and finds the conflicts again: the screen's rows
// are not trusted, and the pads may have changed since the file was checked.
import { IMPORT_COLUMNS, type ImportField } from '@pads/contracts';
import type { ImportConflict, ImportResult, ImportRow, ImportRowError, ImportValidation } from '@pads/contracts/api';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { padImports } from '../../../db/schema.js';
import { refreshPadPairs } from '../../../domain/duplicatePairs.js';
import { differingFields, padsInImportTerms } from '../../../domain/padImportFormat.js';
import { AppError, conflict } from '../../../errors.js';
import { matchExistingPads } from './matching.js';
import { parseImportCsv } from './parse.js';
import { createPads, updatePads, type Actor, type RowToWrite, type UpdateItem } from './repository.js';
import {
  checkCells,
  checkReferences,
  headerOf,
  storedPadsOf,
  widthErrors,
  type CheckedRow,
  type RowInput,
} from './rules.js';

/** 422 with every refused cell: `row_errors` is the screen's table; `errors` sums it up on the upload field. */
export function rowErrorsFailure(rowErrors: ImportRowError[]): AppError {
  const sorted = [...rowErrors].sort((a, b) => a.row - b.row);
  const rows = new Set(sorted.map((e) => e.row)).size;
  const message = `${rows} ${rows === 1 ? 'row has' : 'rows have'} invalid values. Fix them and upload the file again.`;
  return new AppError(422, 'validation_failed', message, { csv_import: [message] }, { row_errors: sorted });
}

async function checkRows(db: Db, inputs: RowInput[], columns: ImportField[]): Promise<CheckedRow[]> {
  const { rows, errors } = checkCells(inputs, new Set(columns), await storedPadsOf(db, inputs));
  const refErrors = await checkReferences(db, inputs);
  if (errors.length || refErrors.length) throw rowErrorsFailure([...errors, ...refErrors]);
  return rows;
}

async function conflictsOf(db: Db, rows: CheckedRow[], columns: ImportField[]): Promise<ImportConflict[]> {
  const fresh = rows.filter((r) => !r.values.id);
  const matches = await matchExistingPads(
    db,
    fresh.map((r) => ({ row: r.row, ...r.values })),
  );
  const pads = await padsInImportTerms(db, [...new Set([...matches.values()].map((m) => m.pad_id))]);
  return fresh.flatMap((r) => {
    const m = matches.get(r.row);
    const pad = m && pads.get(m.pad_id);
    if (!m || !pad) return [];
    return [
      {
        row: r.row,
        reason: m.reason,
        distance_m: m.distance_m,
        pad,
        differing: differingFields(r.values, pad, columns),
      },
    ];
  });
}

export async function validateImportFile(db: Db, bytes: Uint8Array): Promise<ImportValidation> {
  const parsed = parseImportCsv(bytes);
  const width = widthErrors(parsed.records, parsed.headerWidth);
  const { rows, errors } = checkCells(parsed.records, new Set(parsed.columns), await storedPadsOf(db, parsed.records));
  const refErrors = await checkReferences(db, parsed.records);
  if (width.length || errors.length || refErrors.length) throw rowErrorsFailure([...width, ...errors, ...refErrors]);
  const conflicts = await conflictsOf(db, rows, parsed.columns);
  const conflictOf = new Map(conflicts.map((c) => [c.row, c]));
  const updates = rows.filter((r) => r.values.id).length;
  return {
    columns: parsed.columns,
    rows: rows.map((r) => ({
      ...r.values,
      row: r.row,
      is_updated: Boolean(r.values.id),
      is_zaibalsa: conflictOf.has(r.row),
      ...(conflictOf.has(r.row) ? { match_id: conflictOf.get(r.row)!.pad.id } : {}),
    })),
    conflicts,
    summary: {
      total: rows.length,
      new: rows.length - updates - conflicts.length,
      updates,
      conflicts: conflicts.length,
    },
  };
}

/** A row sent back by the screen, as the text cells the rules read (only the file's columns). */
function cellsOf(row: ImportRow, columns: ImportField[]): RowInput {
  const cells: Partial<Record<ImportField, string>> = {};
  for (const key of columns) {
    const value = (row as unknown as Record<string, unknown>)[key];
    cells[key] = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
  }
  return { row: row.row, cells };
}

export interface ImportCommand {
  columns: ImportField[];
  rows: ImportRow[];
  file_name?: string | null;
}

export async function importRows(db: Db, actor: Actor, command: ImportCommand): Promise<ImportResult> {
  const columns = IMPORT_COLUMNS.map((c) => c.key).filter((k) => command.columns.includes(k));
  const sent = new Map(command.rows.map((r) => [r.row, r]));
  const checked = await checkRows(
    db,
    command.rows.map((r) => cellsOf(r, columns)),
    columns,
  );
  return db.transaction(async (tx) => {
    const fresh = checked.filter((r) => !r.values.id);
    const matches = await matchExistingPads(
      tx,
      fresh.map((r) => ({ row: r.row, ...r.values })),
    );
    const creates: RowToWrite[] = [];
    const updates: UpdateItem[] = [];
    let skipped = 0;
    for (const r of checked) {
      if (r.values.id) {
        updates.push({ ...r, padId: r.values.id, kind: 'updated' });
        continue;
      }
      const { decision, match_id } = sent.get(r.row)!;
      const m = matches.get(r.row);
      if (decision === 'keep') skipped++;
      else if (m && !decision)
        throw conflict(
          `Row ${r.row} ('${r.values.name}') is the same place as pad #${m.pad_id}: choose keep existing, replace or neither.`,
          { row: r.row, pad_id: m.pad_id },
        );
      else if (decision === 'replace') {
        if (!m || m.pad_id !== match_id)
          throw conflict(`Row ${r.row} no longer matches pad #${match_id}: check the file again.`, { row: r.row });
        updates.push({ ...r, padId: m.pad_id, kind: 'replaced' });
      } else creates.push(r);
    }
    const twice = updates.find((u, i) => updates.findIndex((o) => o.padId === u.padId) !== i);
    if (twice)
      throw rowErrorsFailure([
        {
          row: twice.row,
          field: headerOf('id'),
          value: String(twice.padId),
          message: `Another row already changes pad #${twice.padId}`,
        },
      ]);

    const [record] = await tx
      .insert(padImports)
      .values({ user_id: actor.userId, file_name: command.file_name?.slice(0, 255) ?? null, rows: checked.length })
      .returning({ id: padImports.id });
    const importId = record!.id;
    const created = await createPads(tx, actor, importId, creates);
    const outcome = await updatePads(tx, actor, importId, updates, columns);
    await refreshPadPairs(tx, [...created, ...outcome.moved]);
    const result: ImportResult = {
      import_id: importId,
      created: created.length,
      updated: outcome.changed.filter((c) => c.kind === 'updated').length,
      replaced: outcome.changed.filter((c) => c.kind === 'replaced').length,
      skipped,
      unchanged: outcome.unchanged,
    };
    await tx.execute(sql`UPDATE pad_imports SET created = ${result.created}, updated = ${result.updated},
      replaced = ${result.replaced}, skipped = ${result.skipped}, unchanged = ${result.unchanged} WHERE id = ${importId}`);
    return result;
  });
}
