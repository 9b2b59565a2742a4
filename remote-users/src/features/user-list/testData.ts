// A page of the user list as GET /admin/users answers it, for the UI tests.
import type { UserRow } from './api/userList';

export function userListPage(rows: Pick<UserRow, 'id' | 'username' | 'role' | 'premium_state' | 'deleted_at'>[]) {
  return {
    data: rows,
    columns: [
      { column: 'username', display_name: 'Username', sortable: true },
      { column: 'role', display_name: 'Role', sortable: true },
      { column: 'premium_state', display_name: 'Premium', sortable: false },
    ],
    filterable: [],
    entity: 'users',
    meta: { from: 1, to: rows.length, total: rows.length, per_page: 20, current_page: 1, last_page: 1 },
  };
}
