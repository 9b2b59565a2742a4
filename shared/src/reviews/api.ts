// The review calls every screen shares (spec part 2 §7 "Reviews"): a pad's reviews and stars, one
// review report, and hide/show. A toggle refreshes the pad's reviews and the reviews list.
import { call, type ListMeta } from '@pads/core';
import { LIST_ENTITY, type PadReviews } from '@pads/contracts';
import { padReviews, reviewReports, reviews } from '@pads/contracts/endpoints';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverListKey } from '../lists/useServerList';
import type { ReviewReport } from '@pads/contracts/api';
export type { ReviewReport } from '@pads/contracts/api';

export const reviewKeys = {
  /** Every pad's reviews (what hiding or showing one invalidates). */
  allPads: () => ['pad-reviews'] as const,
  /** Every page of a pad's reviews (what a change invalidates). */
  pad: (padId: number) => [...reviewKeys.allPads(), padId] as const,
  padPage: (padId: number, page: number) => [...reviewKeys.pad(padId), page] as const,
  report: (reportId: number) => ['review-report', String(reportId)] as const,
};

/** One page of a pad's reviews (newest first, the server's page size), the stars over all shown ones, and the paging. */
export type PadReviewsPage = PadReviews & { meta: ListMeta };

export async function fetchPadReviews(padId: number, page = 1): Promise<PadReviewsPage> {
  const { data, meta } = await call(padReviews.list, { params: { padId }, query: { page } });
  return { ...data, meta };
}

export function usePadReviews(padId: number, page = 1) {
  return useQuery({
    queryKey: reviewKeys.padPage(padId, page),
    queryFn: () => fetchPadReviews(padId, page),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export async function fetchReviewReport(reportId: number): Promise<ReviewReport> {
  return call(reviewReports.show, { params: { id: reportId } });
}

export function useReviewReport(reportId: number | null) {
  return useQuery({
    queryKey: reviewKeys.report(reportId ?? 0),
    queryFn: () => fetchReviewReport(reportId!),
    enabled: reportId !== null,
    retry: false,
  });
}

export async function setReviewShown(review: { id: number; shown: boolean }) {
  return call(reviews.toggle, { params: { id: review.id }, body: { is_review_approved: review.shown } });
}

/** Hide or show; `onChanged` lets the caller refresh what it shows from the review (a pad's comment count). */
export function useSetReviewShown(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewShown,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.allPads() }),
        queryClient.invalidateQueries({ queryKey: serverListKey(LIST_ENTITY.reviews) }),
      ]);
      onChanged?.();
    },
  });
}
