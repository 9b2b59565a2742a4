// One review as the pad's Reviews tab and the report dialog show it: author, stars, comment, photos,
// date, and (for admins) the hide/show switch.
import { REVIEW_ASPECTS, type Review } from '@pads/contracts';
import { Card, Flex, Rate, Space, Tag, Typography } from 'antd';
import { ReviewAuthorName } from './ReviewAuthorName';
import { ReviewPhotos } from './ReviewPhotos';
import { ReviewVisibilitySwitch } from './ReviewVisibilitySwitch';
import { formatDateTime } from '../dates/formatDate';

export interface ReviewCardProps {
  review: Review;
  /** Show the hide/show switch (not in the report dialog, where the report decides). */
  withToggle?: boolean;
  onChanged?: () => void;
}

export function ReviewCard({ review, withToggle = true, onChanged }: ReviewCardProps) {
  return (
    // A hidden review says so with its 'Hidden' tag and switch; no opacity, which takes its secondary
    // text and the switch's label below the 4.5:1 contrast the accessibility gate checks.
    <Card size="small" data-testid={`review-${review.id}`}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Space direction="vertical" size={4}>
          <Space wrap>
            <ReviewAuthorName user={review.user} />
            <Rate disabled value={review.rating} aria-label={`Rating: ${review.rating} of 5`} />
            {!review.is_review_approved && <Tag>Hidden</Tag>}
            {review.is_reported && <Tag color="red">Reported</Tag>}
          </Space>
          <Typography.Text type="secondary">
            {REVIEW_ASPECTS.filter((a) => review[a.key] != null)
              .map((a) => `${a.label} ${review[a.key]}/5`)
              .join(' · ')}
            {review.is_visited_again ? ' · Would visit again' : ''}
          </Typography.Text>
          {review.comment && <Typography.Paragraph style={{ margin: 0 }}>{review.comment}</Typography.Paragraph>}
          <ReviewPhotos photos={review.uploads} />
          <Typography.Text type="secondary">{formatDateTime(review.created_at)}</Typography.Text>
        </Space>
        {withToggle && <ReviewVisibilitySwitch review={review} onChanged={onChanged} />}
      </Flex>
    </Card>
  );
}
