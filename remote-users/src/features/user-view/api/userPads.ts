// A user's Pads tab (spec part 3 §2): the relation filter's values; the list itself is ./userTabLists.ts's.
import { USER_PADS_FILTER, type UserPadRow } from '@pads/shared';
export type { UserPadsPage } from '@pads/contracts/api';

/** Spec part 3 §2: 0 All, 1 Private, 2 Submitted, 3 Owned, 5 Favourite. */
export const USER_PAD_FILTERS = [
  { value: USER_PADS_FILTER.All, label: 'All' },
  { value: USER_PADS_FILTER.Private, label: 'Private' },
  { value: USER_PADS_FILTER.Submitted, label: 'Submitted' },
  { value: USER_PADS_FILTER.Owned, label: 'Owned' },
  { value: USER_PADS_FILTER.Favourite, label: 'Favourite' },
] as const;

export type { UserPadRow };
