// A pad's rating summary (spec part 2 §3 aggregate stars): the overall rating and each aspect as stars,
// the number of reviews and how many would visit again. Hidden reviews are not counted (the server's rule).
import { REVIEW_ASPECTS, type ReviewStars } from '@pads/contracts';
import { Descriptions, Rate, Space, Typography } from 'antd';

const Stars = ({ value, label }: { value: number | null; label: string }) =>
  value == null ? (
    <Typography.Text type="secondary">No rating</Typography.Text>
  ) : (
    <Space>
      <Rate disabled allowHalf value={Math.round(value * 2) / 2} aria-label={`${label}: ${value} of 5`} />
      <Typography.Text data-testid={`stars-${label.toLowerCase()}`}>{value.toFixed(1)}</Typography.Text>
    </Space>
  );

export function ReviewStarsSummary({ stars }: { stars: ReviewStars }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="review-stars">
      <Descriptions.Item label="Rating">
        <Stars value={stars.rating} label="Rating" />
      </Descriptions.Item>
      {REVIEW_ASPECTS.map((aspect) => (
        <Descriptions.Item key={aspect.key} label={aspect.label}>
          <Stars value={stars[aspect.key]} label={aspect.label} />
        </Descriptions.Item>
      ))}
      <Descriptions.Item label="Reviews">
        <span data-testid="stars-total">{stars.total_ratings}</span>
      </Descriptions.Item>
      <Descriptions.Item label="Would visit again">
        <span data-testid="stars-visited-again">{stars.total_is_visited_again}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
