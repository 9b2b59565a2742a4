// The merge screen's state: the two sides (with contacts struck out), which side each row takes, and the
// merged pad. A row whose merged value was edited by hand has no side (`null`).
import { useCallback, useMemo, useState } from 'react';
import { removeContact } from './contactRemoval';
import { defaultSides, type RowDefault } from './defaultSides';
import { MERGE_ROWS, type MergeRowDef } from './mergeRows';
import type { MergePad, MergeSides, Side } from './mergeTypes';

export type Choices = Record<string, Side | null>;

const RULE_ROWS = MERGE_ROWS.filter((row) => row.rule && row.set);
const CONTACT_ROWS = RULE_ROWS.filter((row) => row.key === 'contacts' || row.key === 'owners');

function applyChoices(base: MergePad, sides: MergeSides, choices: Choices, rows: MergeRowDef[]): MergePad {
  return rows.reduce((pad, row) => {
    const side = choices[row.key];
    return side ? row.set!(pad, row.get(sides[side])) : pad;
  }, base);
}

export function useMergeState(initial: MergeSides, tieBreak: Side) {
  const defaults = useMemo<Record<string, RowDefault>>(
    () => defaultSides(RULE_ROWS, initial, tieBreak),
    [initial, tieBreak],
  );
  const [sides, setSides] = useState(initial);
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(Object.entries(defaults).map(([key, d]) => [key, d.side])),
  );
  const [merged, setMerged] = useState<MergePad>(() => applyChoices(initial.prev, initial, choices, RULE_ROWS));

  const choose = useCallback(
    (row: MergeRowDef, side: Side) => {
      if (!row.rule || !row.set) return;
      setChoices((c) => ({ ...c, [row.key]: side }));
      setMerged((m) => row.set!(m, row.get(sides[side])));
    },
    [sides],
  );

  const chooseAll = useCallback(
    (side: Side) => {
      const all = Object.fromEntries(RULE_ROWS.map((row) => [row.key, side]));
      setChoices(all);
      setMerged((m) => applyChoices(m, sides, all, RULE_ROWS));
    },
    [sides],
  );

  /** A hand edit of the merged value: the row no longer follows a side. */
  const edit = useCallback((row: MergeRowDef, value: unknown, alsoEdited: string[] = []) => {
    if (!row.set) return;
    setChoices((c) => ({ ...c, [row.key]: null, ...Object.fromEntries(alsoEdited.map((k) => [k, null])) }));
    setMerged((m) => row.set!(m, value));
  }, []);

  const editPad = useCallback((change: (pad: MergePad) => MergePad, editedKeys: string[]) => {
    setChoices((c) => ({ ...c, ...Object.fromEntries(editedKeys.map((k) => [k, null])) }));
    setMerged(change);
  }, []);

  const strikeContact = useCallback(
    (side: Side, index: number) => {
      const next = removeContact(sides, side, index);
      setSides(next);
      setMerged((m) => applyChoices(m, next, choices, CONTACT_ROWS));
    },
    [sides, choices],
  );

  return { sides, choices, merged, defaults, choose, chooseAll, edit, editPad, strikeContact };
}

export type MergeState = ReturnType<typeof useMergeState>;
