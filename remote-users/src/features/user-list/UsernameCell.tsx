import { paths } from '@pads/shared';
import { Tooltip } from 'antd';
import { Link } from 'react-router-dom';

/** Spec part 3 §2: usernames show at most 15 characters, then an ellipsis. */
export const USERNAME_MAX = 15;

export function truncateUsername(username: string): string {
  const chars = [...username];
  return chars.length > USERNAME_MAX ? `${chars.slice(0, USERNAME_MAX).join('')}…` : username;
}

export function UsernameCell({ id, username }: { id: number; username: string }) {
  const shown = truncateUsername(username);
  const link = (
    <Link to={paths.userView(id)} data-testid={`username-${id}`}>
      {shown}
    </Link>
  );
  return shown === username ? link : <Tooltip title={username}>{link}</Tooltip>;
}
