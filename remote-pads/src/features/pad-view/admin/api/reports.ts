// Reports on the pad (spec part 2 §3 "Report (revision)", §4 "Reports", §7): the pad's pending reports and
// claims from GET /admin/revisions (the list engine, 25 a page), one revision for the reported_id modal,
// and their resolutions (revisions accept/cancel; reported photos through /admin/upload-report).
import { call, REVISION_STATUS, REVISION_TYPE, REPORT_REVISION_TYPES } from '@pads/shared';
import { revisions, uploadReports } from '@pads/contracts/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padAdminKeys, refreshPadAdmin } from './padAdminKeys';
import type { RevisionListRow as PadReport, RevisionListPage as ReportPage, RevisionDetail } from '@pads/contracts/api';
export type { RevisionListRow as PadReport, RevisionListPage as ReportPage, RevisionDetail } from '@pads/contracts/api';

/** The types the pad's reports table holds: the reports and pending claims (issue 10). */
export const PAD_REPORTS_TABLE_TYPES: number[] = [REVISION_TYPE.Claim, ...REPORT_REVISION_TYPES];

/** The moderation list's query for a pad's pending revisions of `types` (lists go as repeated `key[]`). */
const revisionQuery = (padId: number, types: number[], page = 1) => ({
  'filters[pad_id]': String(padId),
  page,
  'filters[type:includes]': types.map(String),
  'filters[status:includes]': [String(REVISION_STATUS.Pending)],
});

export async function fetchPadReports(padId: number, page: number): Promise<ReportPage> {
  return call(revisions.list, { query: revisionQuery(padId, PAD_REPORTS_TABLE_TYPES, page) });
}

export function usePadReports(padId: number, page: number) {
  return useQuery({
    queryKey: padAdminKeys.reports(padId, page),
    queryFn: () => fetchPadReports(padId, page),
    placeholderData: keepPreviousData,
  });
}

/** The pad's pending moderation request, the revision a moderation link answers. */
export async function fetchModerationRequest(padId: number): Promise<PadReport | null> {
  const page = await call(revisions.list, { query: revisionQuery(padId, [REVISION_TYPE.ModerationRequested]) });
  return page.data[0] ?? null;
}

export function useModerationRequest(padId: number) {
  return useQuery({ queryKey: padAdminKeys.moderationRequest(padId), queryFn: () => fetchModerationRequest(padId) });
}

export async function fetchRevision(id: string): Promise<RevisionDetail> {
  return call(revisions.show, { params: { id: Number(id) } });
}

export function useRevision(id: string | null) {
  return useQuery({ queryKey: padAdminKeys.revision(id ?? ''), queryFn: () => fetchRevision(id!), enabled: !!id });
}

export type Resolution = 'accept' | 'ignore' | 'send-link';
export interface ResolveInput {
  revision: { id: number; type: number };
  resolution: Resolution;
}

/** A reported photo is resolved through the upload-report calls (accept deletes the photo). */
export async function resolveRevision({ revision, resolution }: ResolveInput): Promise<{ message?: string }> {
  const { id, type } = revision;
  const params = { id };
  if (resolution === 'send-link') return call(revisions.sendLink, { params });
  if (type === REVISION_TYPE.ReportedUpload)
    return resolution === 'accept' ? call(uploadReports.accept, { params }) : call(uploadReports.ignore, { params });
  return resolution === 'accept'
    ? call(revisions.accept, { params, query: { type } })
    : call(revisions.cancel, { params });
}

export function useResolveRevision(padId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveRevision, onSuccess: () => refreshPadAdmin(client, padId) });
}
