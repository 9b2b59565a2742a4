// Hide or show a review (spec part 2 §4 "Review"): locked, with the reason as a tooltip, while a
// report on it is pending.
import { notifyError, notifySuccess } from '@pads/core';
import { REVIEW_MESSAGES } from '@pads/contracts';
import { Switch, Tooltip } from 'antd';
import { useSetReviewShown } from './api';

export interface ReviewVisibilitySwitchProps {
  review: { id: number; is_review_approved: boolean; is_reported: boolean };
  onChanged?: () => void;
}

export function ReviewVisibilitySwitch({ review, onChanged }: ReviewVisibilitySwitchProps) {
  const toggle = useSetReviewShown(onChanged);
  const control = (
    <Switch
      size="small"
      checked={review.is_review_approved}
      disabled={review.is_reported}
      loading={toggle.isPending}
      checkedChildren="Shown"
      unCheckedChildren="Hidden"
      aria-label={review.is_review_approved ? 'Hide this review' : 'Show this review'}
      data-testid={`review-toggle-${review.id}`}
      onChange={async (shown) => {
        try {
          notifySuccess((await toggle.mutateAsync({ id: review.id, shown })).message);
        } catch (error) {
          notifyError(error);
        }
      }}
    />
  );
  return review.is_reported ? (
    <Tooltip title={REVIEW_MESSAGES.locked}>
      {/* A disabled switch gets no pointer events: the span carries the tooltip. */}
      <span data-testid={`review-locked-${review.id}`}>{control}</span>
    </Tooltip>
  ) : (
    control
  );
}
