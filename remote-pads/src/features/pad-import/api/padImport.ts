// The CSV import calls (spec part 2 §7): POST /admin/pads/import/validate (multipart csv_import, with
// upload progress, cancellable) and POST /admin/pads/import (the rows with the admin's decisions). An
// import changes the pad list, its map and the header stats, so a success refreshes those queries.
import { call, LIST_ENTITY, serverListKey, startupQueryKey, type ImportDecision } from '@pads/shared';
import { padImport } from '@pads/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult, ImportRow, ImportRowError, ImportValidation } from '@pads/contracts/api';

export type ValidatedFile = ImportValidation & { file_name: string };

export async function validateImportFile(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<ValidatedFile> {
  const body = new FormData();
  body.append('csv_import', file);
  return call(
    padImport.validate,
    { body },
    {
      signal,
      onUploadProgress: (event) => {
        if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
      },
    },
  );
}

/** The rows as the import call takes them: each conflict row carries the admin's decision. */
export function rowsWithDecisions(file: ValidatedFile, decisions: Record<number, ImportDecision>): ImportRow[] {
  return file.rows.map((row) => {
    const decision = decisions[row.row];
    if (!row.is_zaibalsa || !decision) return row;
    return { ...row, decision, is_updated: decision === 'replace' };
  });
}

export async function importPads(
  file: ValidatedFile,
  decisions: Record<number, ImportDecision>,
): Promise<ImportResult> {
  return call(padImport.import, {
    body: { columns: file.columns, rows: rowsWithDecisions(file, decisions), file_name: file.file_name },
  });
}

export function useImportPads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, decisions }: { file: ValidatedFile; decisions: Record<number, ImportDecision> }) =>
      importPads(file, decisions),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serverListKey(LIST_ENTITY.pads) });
      void queryClient.invalidateQueries({ queryKey: startupQueryKey('stats') });
    },
  });
}

/** The per-row list of a refused file (422 `row_errors`), if the error carries one. */
export function rowErrorsOf(error: unknown): { message: string; rows: ImportRowError[] } | null {
  const data = (error as { response?: { status?: number; data?: { message?: string; row_errors?: ImportRowError[] } } })
    .response;
  if (data?.status !== 422 || !data.data?.row_errors) return null;
  return { message: data.data.message ?? 'The file has invalid rows.', rows: data.data.row_errors };
}
