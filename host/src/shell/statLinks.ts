import { paths } from '@pads/shared';
import type { StatKey } from '@pads/shared';

export interface StatLink {
  key: StatKey;
  label: string;
  /** Pre-filtered list URL, as given in docs/api-contract.md. */
  to: string;
}

const users = (filters: string) => paths.userList(filters);
// Deactivated users (deleted_at) are out of the pilot and owner counts, so their links leave them out too:
// the list opened shows the same total as the bar.
const counted = 'filters[deleted_at:is_blank]=true';
const owners = (state: string) => users(`filters[role:equals]=3&filters[premium_state:equals]=${state}&${counted}`);
const pilots = (state: string) => users(`filters[role:equals]=2&filters[premium_state:equals]=${state}&${counted}`);
const activePilots = (state: string) => `${pilots(state)}&filters[active_30_days:equals]=1`;

export const STAT_LINKS: StatLink[] = [
  { key: 'moderated_pads', label: 'Moderated pads', to: paths.padList('type=moderated') },
  { key: 'unmoderated_pads', label: 'Unmoderated pads', to: paths.padList('type=unmoderated') },
  { key: 'claimed_pads', label: 'Claimed pads', to: paths.padList('filters[is_claimed:equals]=1') },
  { key: 'free_owners', label: 'Free owners', to: owners('free') },
  { key: 'premium_owners', label: 'Premium owners', to: owners('premium') },
  { key: 'free_pilots', label: 'Free pilots', to: pilots('free') },
  { key: 'premium_pilots', label: 'Premium pilots', to: pilots('premium') },
  { key: 'freemium_pilots', label: 'Freemium pilots', to: pilots('freemium') },
  { key: 'active_free_pilots', label: 'Active free pilots (30 days)', to: activePilots('free') },
  { key: 'active_premium_pilots', label: 'Active premium pilots (30 days)', to: activePilots('premium') },
  { key: 'active_freemium_pilots', label: 'Active freemium pilots (30 days)', to: activePilots('freemium') },
  { key: 'deleted_accounts', label: 'Deleted accounts', to: users('filters[is_deleted_account:equals]=1') },
];
