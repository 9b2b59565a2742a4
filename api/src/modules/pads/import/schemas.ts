// The import rows' own checks (the body's fields are checked by importBodySchema of @pads/contracts/api, the rows'
// cells by the shared row schema).
import { IMPORT_DECISIONS, type ImportDecision } from '@pads/contracts';

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
