// Which side each merge row takes by default (spec part 3 §4 "Merge row defaults"):
// 1. equal values: no conflict (and nothing to choose);
// 2. the non-archived side, when only one side is archived;
// 3. the owned side, when only one is owned; both owned (a conflict of owners) keeps the previous side;
// 4. then the values: survey → more progress; lists → the side with entries, else the larger;
//    contacts → more filled names, phones and e-mails; anything else → the side with a value.
// A tie left after all that goes to `tieBreak` (the suggestion in revision mode, docs/decisions/0058-merge-screen.md).
import type { MergeRowDef } from './mergeRows';
import type { MergeContact, MergePad, MergeSides, Side } from './mergeTypes';

export interface RowDefault {
  side: Side;
  /** The sides differ: the row shows the conflict marker. */
  conflict: boolean;
}

const comparable = (value: unknown): unknown => {
  if (Array.isArray(value))
    return value.map((item) => (item && typeof item === 'object' ? { ...(item as object), removed: undefined } : item));
  if (value === '' || value === undefined) return null;
  return value;
};

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));

const isEmpty = (value: unknown) => value == null || value === '' || (Array.isArray(value) && value.length === 0);

/** Filled names, phones and e-mails of the contacts still in the merge. */
export const contactScore = (contacts: MergeContact[]) =>
  contacts
    .filter((c) => !c.removed)
    .reduce((sum, c) => sum + [c.name, c.phone, c.email].filter((v) => Boolean(v && v.trim())).length, 0);

const pick = (prefersPrev: boolean | null): Side | null => (prefersPrev == null ? null : prefersPrev ? 'prev' : 'next');
const prefer = (prev: boolean, next: boolean): Side | null => (prev === next ? null : pick(prev));

function byStatus(prev: MergePad, next: MergePad): Side | null {
  const archived = prefer(!prev.deleted_at, !next.deleted_at);
  if (archived) return archived;
  if (prev.is_owned && next.is_owned) return 'prev';
  return prefer(prev.is_owned, next.is_owned);
}

function byValue(row: MergeRowDef, a: unknown, b: unknown): Side | null {
  switch (row.rule) {
    case 'survey': {
      const progress = (v: unknown) => (v ? ((v as { progress?: number }).progress ?? 0) : -1);
      return progress(a) === progress(b) ? null : pick(progress(a) > progress(b));
    }
    case 'list': {
      const [la, lb] = [(a as unknown[]).length, (b as unknown[]).length];
      return la === lb ? null : pick(la > lb);
    }
    case 'contacts': {
      const [sa, sb] = [contactScore(a as MergeContact[]), contactScore(b as MergeContact[])];
      return sa === sb ? null : pick(sa > sb);
    }
    default:
      return prefer(!isEmpty(a), !isEmpty(b));
  }
}

export function defaultSide(row: MergeRowDef, sides: MergeSides, tieBreak: Side): RowDefault {
  const a = row.get(sides.prev);
  const b = row.get(sides.next);
  if (sameValue(a, b)) return { side: 'prev', conflict: false };
  return { side: byStatus(sides.prev, sides.next) ?? byValue(row, a, b) ?? tieBreak, conflict: true };
}

/** Every row with a rule, with its default. */
export function defaultSides(rows: MergeRowDef[], sides: MergeSides, tieBreak: Side): Record<string, RowDefault> {
  return Object.fromEntries(rows.filter((row) => row.rule).map((row) => [row.key, defaultSide(row, sides, tieBreak)]));
}
