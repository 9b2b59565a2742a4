/** The quick filters of the pad list, sent as the list's `type` param. */
export const PAD_TYPES = [
  { value: 'all', label: 'All' },
  { value: 'unmoderated', label: 'Unmoderated' },
  { value: 'moderated', label: 'Moderated' },
  { value: 'invalid_phone', label: 'Invalid Phone' },
  { value: 'consumer_submitted', label: 'Consumer Submitted' },
  { value: 'landing_not_possible', label: 'Landing Not Possible' },
  { value: 'private', label: 'Private Pads' },
  { value: 'archived', label: 'Archived Pads' },
] as const;

export type PadType = (typeof PAD_TYPES)[number]['value'];

export const DEFAULT_PAD_TYPE: PadType = 'all';

export function padTypeOf(value: string | undefined): PadType {
  return PAD_TYPES.some((type) => type.value === value) ? (value as PadType) : DEFAULT_PAD_TYPE;
}
