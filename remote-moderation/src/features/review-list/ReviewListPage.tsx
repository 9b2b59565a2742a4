// /dashboard/comments-list: every review on the shared list UI (spec part 2 §2): filters, saved filters,
// keyword, paging, CSV; each row hides or shows its review (locked while reported), the pad links to
// its page, the author to theirs (Admin badge on admins, anonymous authors unnamed), photos as thumbnails.
import {
  FilterPanel,
  LIST_ENTITY,
  ListErrorAlert,
  ListPage,
  ReviewAuthorName,
  ReviewPhotos,
  ReviewVisibilitySwitch,
  ServerTable,
  useServerList,
  type CellRenderer,
} from '@pads/shared';
import { reviews } from '@pads/contracts/endpoints';
import type { ReviewListRow } from '@pads/contracts/api';
import { Rate, Space, Typography } from 'antd';

const renderers: Record<string, CellRenderer<ReviewListRow>> = {
  'user.username': (_v, row) => (
    <ReviewAuthorName
      user={{ id: row.user_id, username: row.user.username, role: row.user.role, is_anonymous: row.user.is_anonymous }}
    />
  ),
  rating: (_v, row) => <Rate disabled value={row.rating} aria-label={`Rating: ${row.rating} of 5`} />,
  comment: (_v, row) => (
    <Space direction="vertical" size={4}>
      {row.comment && (
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0, maxWidth: 360 }}>
          {row.comment}
        </Typography.Paragraph>
      )}
      <ReviewPhotos photos={row.uploads} size={40} />
    </Space>
  ),
  is_review_approved: (_v, row) => <ReviewVisibilitySwitch review={row} />,
  is_reported: (_v, row) => (row.is_reported ? 'Yes' : 'No'),
};

export default function ReviewListPage() {
  const list = useServerList(LIST_ENTITY.reviews, reviews.list);
  return (
    <ListPage
      list={list}
      exportEndpoint={reviews.listCsv}
      exportFileName="reviews.csv"
      title="Reviews"
      data-testid="review-list-page"
    >
      <FilterPanel />
      <ListErrorAlert />
      <ServerTable<ReviewListRow> renderers={renderers} data-testid="review-table" />
    </ListPage>
  );
}
