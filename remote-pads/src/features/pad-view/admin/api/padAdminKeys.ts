// Query keys of the Admin tab's server data, and the one refresh every Admin tab write runs: the tab's
// lists, the pad (note count, `resolvable_actions` dot, `can_send_moderation`) and its change log.
import { reviewKeys, serverListKey } from '@pads/shared';
import type { QueryClient } from '@tanstack/react-query';
import { padKeys } from '../../api/padDetail';
import { padLogKeys } from '../../api/padLogs';

export const PAD_REPORTS_LIST_KEY = 'pad-reports';

export const padAdminKeys = {
  pad: (padId: number) => ['pad-admin', padId] as const,
  owners: (padId: number) => ['pad-admin', padId, 'owners'] as const,
  notes: (padId: number) => ['pad-admin', padId, 'notes'] as const,
  /** The reports table's pages (useServerList's queries; one pad's table is on screen at a time). */
  reports: () => serverListKey(PAD_REPORTS_LIST_KEY),
  moderationRequest: (padId: number) => ['pad-admin', padId, 'moderation-request'] as const,
  /** Every revision the tab has opened (a report's revision); `revision(id)` is one. */
  revisions: () => ['pad-admin-revision'] as const,
  revision: (id: string) => [...padAdminKeys.revisions(), id] as const,
  ownerSearch: (email: string) => ['owner-search', email] as const,
};

export function refreshPadAdmin(client: QueryClient, padId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: padAdminKeys.pad(padId) }),
    client.invalidateQueries({ queryKey: padAdminKeys.reports() }),
    client.invalidateQueries({ queryKey: padKeys.detail(padId) }),
    client.invalidateQueries({ queryKey: padLogKeys.pad(padId) }),
    client.invalidateQueries({ queryKey: padAdminKeys.revisions() }),
    // A resolved review report removes or unlocks its review.
    client.invalidateQueries({ queryKey: reviewKeys.pad(padId) }),
  ]);
}
