// The merge screen's data: two pads side by side (revision mode: the pad now and the suggestion;
// duplicate mode: the original and the duplicate), spec part 3 §3 "Pad (merge view)", "Contact (merge)".

import type { MergeUpload, MergeView, PadMergeExtras, PadSnapshot, SnapshotContact } from '@pads/contracts/api';

export type Side = 'prev' | 'next';
export type MergeMode = 'revision' | 'duplicate';

/** A contact on the screen: the snapshot's (1 pad contact, 2 kept untouched, 4 owner), struck out on one side. */
export type MergeContact = SnapshotContact & {
  /** Client-side: struck out on this side, left out of the merge. */
  removed?: boolean;
};

export type { MergeUpload };

/**
 * A column of the screen: a pad as a revision stores it (PadSnapshot: the Current side, the suggestion) or a
 * duplicate pair's pad (MergeView), with what the pad has beyond the snapshot when the API sends it: its survey
 * and submitter (PadMergeExtras) and its photos by role (a duplicate pair's).
 */
export type MergePad = Omit<PadSnapshot, 'contacts'> &
  Partial<PadMergeExtras> &
  Partial<Pick<MergeView, 'uploads'>> & { contacts: MergeContact[] };

export interface MergeSides {
  prev: MergePad;
  next: MergePad;
}
