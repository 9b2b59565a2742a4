// A review's author: 'Anonymous' for anonymous authors (never linked), otherwise the user linked and cut
// to 15 characters, with the Admin badge on admins (spec part 3 §6).
import { Role, type ReviewAuthor } from '@pads/contracts';
import { Space, Tag } from 'antd';
import { UserLink } from '../ui/UserLink';

export function AdminBadge({ role }: { role: number | null | undefined }) {
  return role === Role.Admin ? (
    <Tag color="gold" data-testid="admin-badge">
      Admin
    </Tag>
  ) : null;
}

export function ReviewAuthorName({ user }: { user: Pick<ReviewAuthor, 'id' | 'username' | 'role' | 'is_anonymous'> }) {
  if (user.is_anonymous || user.id == null) return <span data-testid="review-author">Anonymous</span>;
  return (
    <Space size={4} data-testid="review-author">
      <UserLink user={{ id: user.id, username: user.username }} />
      <AdminBadge role={user.role} />
    </Space>
  );
}
