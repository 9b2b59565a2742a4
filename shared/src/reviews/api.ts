// The review calls every screen shares (spec part 2 §7 "Reviews"): a pad's reviews and stars, one
// review report, and hide/show. A toggle refreshes the pad's reviews and the reviews list.
import { call } from '@pads/core';
import { LIST_ENTITY } from '@pads/contracts';
import { padReviews, reviewReports, reviews } from '@pads/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverListKey, useServerList } from '../lists/useServerList';
import type { ReviewReport } from '@pads/contracts/api';
export type { ReviewReport } from '@pads/contracts/api';

/** A pad's reviews on the list controller: one list key, each pad's pages scoped by the pad. */
const PAD_REVIEWS_LIST_KEY = 'pad-reviews';

export const reviewKeys = {
  /** Every pad's reviews (what hiding or showing one invalidates). */
  allPads: () => serverListKey(PAD_REVIEWS_LIST_KEY),
  /** Every page of a pad's reviews (what a change invalidates). */
  pad: (padId: number) => serverListKey(PAD_REVIEWS_LIST_KEY, { padId }),
  report: (reportId: number) => ['review-report', String(reportId)] as const,
};

/**
 * A pad's reviews a page at a time (newest first, the server's page size), the stars over all shown ones
 * (`data.stars`, `data.reviews`) and the paging (`meta`); the page shown stays while the next one loads. It opens
 * on page 1 each time (kept while mounted), in the server's order.
 */
export function usePadReviews(padId: number) {
  return useServerList(
    PAD_REVIEWS_LIST_KEY,
    padReviews.list,
    {},
    { keep: 'mount', defaults: { sort_column: '' }, params: { padId } },
  );
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
