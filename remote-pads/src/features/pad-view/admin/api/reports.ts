// Reports on the pad (spec part 2 §3 "Report (revision)", §4 "Reports", §7): the pad's pending reports and
// claims from GET /admin/revisions (the list engine, 25 a page), one revision for the reported_id modal,
// and their resolutions (revisions accept/cancel; reported photos through /admin/upload-report).
import { apiClient, REVISION_STATUS, REVISION_TYPE, REPORT_REVISION_TYPES } from '@pads/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { padAdminKeys, refreshPadAdmin } from './padAdminKeys';
import type { RevisionListRow as PadReport, RevisionListPage as ReportPage, RevisionDetail } from '@pads/contracts/api';
export type { RevisionListRow as PadReport, RevisionListPage as ReportPage, RevisionDetail } from '@pads/contracts/api';

/** The types the pad's reports table holds: the reports and pending claims (issue 10). */
export const PAD_REPORTS_TABLE_TYPES: number[] = [REVISION_TYPE.Claim, ...REPORT_REVISION_TYPES];

function revisionQuery(padId: number, types: number[], page = 1) {
  const query = new URLSearchParams({ 'filters[pad_id]': String(padId), page: String(page) });
  for (const type of types) query.append('filters[type:includes][]', String(type));
  query.append('filters[status:includes][]', String(REVISION_STATUS.Pending));
  return query.toString();
}

export async function fetchPadReports(padId: number, page: number): Promise<ReportPage> {
  const { data } = await apiClient.get<ReportPage>(
    `/admin/revisions?${revisionQuery(padId, PAD_REPORTS_TABLE_TYPES, page)}`,
  );
  return data;
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
  const { data } = await apiClient.get<ReportPage>(
    `/admin/revisions?${revisionQuery(padId, [REVISION_TYPE.ModerationRequested])}`,
  );
  return data.data[0] ?? null;
}

export function useModerationRequest(padId: number) {
  return useQuery({ queryKey: padAdminKeys.moderationRequest(padId), queryFn: () => fetchModerationRequest(padId) });
}

export async function fetchRevision(id: string): Promise<RevisionDetail> {
  const { data } = await apiClient.get<{ data: RevisionDetail }>(`/admin/revisions/${encodeURIComponent(id)}`);
  return data.data;
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
  if (resolution === 'send-link') return (await apiClient.get(`/admin/revisions/send-moderation-link/${id}`)).data;
  if (type === REVISION_TYPE.ReportedUpload)
    return resolution === 'accept'
      ? (await apiClient.delete(`/admin/upload-report/accept/${id}`)).data
      : (await apiClient.patch(`/admin/upload-report/ignore/${id}`)).data;
  return resolution === 'accept'
    ? (await apiClient.get(`/admin/revisions/accept/${id}`, { params: { type } })).data
    : (await apiClient.get(`/admin/revisions/cancel/${id}`)).data;
}

export function useResolveRevision(padId: number) {
  const client = useQueryClient();
  return useMutation({ mutationFn: resolveRevision, onSuccess: () => refreshPadAdmin(client, padId) });
}
