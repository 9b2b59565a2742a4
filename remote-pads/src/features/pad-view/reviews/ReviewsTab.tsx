// The pad's Reviews tab (spec part 2 §2): the rating summary over shown reviews and every review with
// its hide/show switch, a server page at a time (the paging line and control below them). A change
// refreshes the pad, whose tab label carries the comment count.
import { errorMessage, MetaPagination, ReviewCard, ReviewStarsSummary, usePadReviews } from '@pads/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Empty, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { padKeys } from '../api/padDetail';

export function ReviewsTab({ padId }: { padId: number }) {
  const reviews = usePadReviews(padId);
  const { update } = reviews;
  const setPage = (page: number) => update({ page });
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const refreshPad = () => queryClient.invalidateQueries({ queryKey: padKeys.detail(padId) });

  // Spec part 2 §8: a failed rating fetch shows its error text in a dialog (the app's, so it has the theme).
  const { error } = reviews.query;
  useEffect(() => {
    if (error) modal.error({ title: 'Error', content: errorMessage(error) });
  }, [error, modal]);

  // A page emptied by a removal (its last review gone): step back to the new last page.
  const meta = reviews.data?.meta;
  useEffect(() => {
    if (meta && meta.from === null && meta.total > 0 && meta.current_page > meta.last_page)
      update({ page: meta.last_page });
  }, [meta, update]);

  if (reviews.query.isLoading) return <Spin />;
  if (!reviews.data) return <Empty description="Reviews could not be loaded." />;
  const {
    data: { stars, reviews: list },
    meta: paging,
  } = reviews.data;
  return (
    <Flex vertical gap={16} data-testid="reviews-tab">
      <ReviewStarsSummary stars={stars} />
      {paging.total === 0 ? (
        <Empty description="No reviews yet." />
      ) : (
        <>
          <Typography.Text type="secondary" data-testid="reviews-showing">
            {paging.from === null
              ? `No reviews on this page of ${paging.total}`
              : `Showing ${paging.from}–${paging.to} of ${paging.total} reviews`}
          </Typography.Text>
          {list.map((review) => (
            <ReviewCard key={review.id} review={review} onChanged={refreshPad} />
          ))}
          <MetaPagination meta={paging} onChange={setPage} data-testid="reviews-pagination" />
        </>
      )}
    </Flex>
  );
}
