// A user named in a table or a panel: the username cut to 15 characters with an ellipsis (spec part 2
// §9, part 3 §2), linking to the user view; the full name is in the title.
import { paths } from '@pads/contracts';
import { Link } from 'react-router-dom';

export const USERNAME_MAX = 15;

export function truncateUsername(name: string, max = USERNAME_MAX): string {
  const chars = Array.from(name);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

/** A username as text: cut to 15 characters with an ellipsis, the full name in the title. */
export function Username({ name }: { name: string }) {
  return <span title={name}>{truncateUsername(name)}</span>;
}

export function UserLink({ user }: { user: { id: number | null; username: string | null } | null | undefined }) {
  // A list row's user is an object of nulls when the user is gone (the API's left join): no link then.
  if (!user || user.id === null) return <span>—</span>;
  const name = user.username ?? `#${user.id}`;
  return (
    // Underlined: the link sits in running text, and colour alone does not set it apart (axe link-in-text-block).
    <Link to={paths.userView(user.id)} title={name} data-testid="user-link" style={{ textDecoration: 'underline' }}>
      {truncateUsername(name)}
    </Link>
  );
}
