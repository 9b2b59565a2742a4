import type { MenuProps } from 'antd';
import { Link } from 'react-router-dom';

const MENU: { key: string; label: string; to: string; segments: string[] }[] = [
  {
    key: 'pads',
    label: 'Pads',
    to: '/dashboard/pad-list',
    segments: ['pad-list', 'pad-create', 'pad-import', 'pad-view', 'pad-view1'],
  },
  { key: 'users', label: 'Users', to: '/dashboard/user-list', segments: ['user-list', 'user-view'] },
  {
    key: 'moderations',
    label: 'Moderations',
    to: '/dashboard/moderation-list',
    segments: ['moderation-list', 'moderation-revision'],
  },
  { key: 'reviews', label: 'Reviews', to: '/dashboard/comments-list', segments: ['comments-list'] },
  { key: 'reports', label: 'Reports', to: '/dashboard/reports', segments: ['reports'] },
  { key: 'announcements', label: 'Announcements', to: '/dashboard/announcements', segments: ['announcements'] },
];

export const headerMenuItems: MenuProps['items'] = MENU.map(({ key, label, to }) => ({
  key,
  label: <Link to={to}>{label}</Link>,
}));

export function selectedMenuKey(pathname: string): string[] {
  const segment = pathname.replace(/^\/dashboard\/?/, '').split('/')[0];
  const item = MENU.find(({ segments }) => segments.includes(segment));
  return item ? [item.key] : [];
}
