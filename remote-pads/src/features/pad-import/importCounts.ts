import type { ImportResult } from '@pads/contracts/api';

/** The result line: what the import did, leaving out what did not happen. */
export function importCounts(
  r: Pick<ImportResult, 'created' | 'updated' | 'replaced' | 'skipped' | 'unchanged'>,
): string {
  const parts = [`${r.created} created`, `${r.updated} updated`, `${r.replaced} replaced`, `${r.skipped} skipped`];
  if (r.unchanged) parts.push(`${r.unchanged} unchanged`);
  return parts.join(', ');
}
