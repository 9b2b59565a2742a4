import { PAD_QUICK_FILTERS, type PadQuickFilter } from '@pads/shared';

/** The pad list's quick filters (its `type`): the values the list's contract declares, with their labels. */
export type PadType = PadQuickFilter;

const LABELS: Record<PadType, string> = {
  all: 'All',
  unmoderated: 'Unmoderated',
  moderated: 'Moderated',
  invalid_phone: 'Invalid Phone',
  consumer_submitted: 'Consumer Submitted',
  landing_not_possible: 'Landing Not Possible',
  private: 'Private Pads',
  archived: 'Archived Pads',
};

/** In the contract's order (PAD_QUICK_FILTERS in @pads/contracts). */
export const PAD_TYPES = PAD_QUICK_FILTERS.map((value) => ({ value, label: LABELS[value] }));

export const DEFAULT_PAD_TYPE: PadType = 'all';

export function padTypeOf(value: string | undefined): PadType {
  return PAD_TYPES.some((type) => type.value === value) ? (value as PadType) : DEFAULT_PAD_TYPE;
}
