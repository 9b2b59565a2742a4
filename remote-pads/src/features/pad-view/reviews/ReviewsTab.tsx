// The pad's Reviews tab (spec part 2 §2): the rating summary over shown reviews and every review with
// its hide/show switch. A change refreshes the pad, whose tab label carries the comment count.
import { errorMessage, ReviewCard, ReviewStarsSummary, usePadReviews } from '@pads/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Empty, Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { padKeys } from '../api/padDetail';

export function ReviewsTab({ padId }: { padId: number }) {
  const reviews = usePadReviews(padId);
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const refreshPad = () => queryClient.invalidateQueries({ queryKey: padKeys.detail(padId) });

  // Spec part 2 §8: a failed rating fetch shows its error text in a dialog (the app's, so it has the theme).
  useEffect(() => {
    if (reviews.error) modal.error({ title: 'Error', content: errorMessage(reviews.error) });
  }, [reviews.error, modal]);

  if (reviews.isLoading) return <Spin />;
  if (!reviews.data) return <Empty description="Reviews could not be loaded." />;
  const { stars, reviews: list } = reviews.data;
  return (
    <Flex vertical gap={16} data-testid="reviews-tab">
      <ReviewStarsSummary stars={stars} />
      {list.length === 0 ? (
        <Empty description="No reviews yet." />
      ) : (
        list.map((review) => <ReviewCard key={review.id} review={review} onChanged={refreshPad} />)
      )}
    </Flex>
  );
}
