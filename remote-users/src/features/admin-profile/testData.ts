import type { AdminUser } from '@pads/shared';

export const me: AdminUser = {
  id: 7,
  first_name: 'Demo',
  last_name: 'Admin',
  username: 'demo',
  email: 'admin@pads.test',
  role: 1,
  is_tac_accepted: true,
  deleted_at: null,
  version: 3,
};

export const adminsPage = {
  data: [
    me,
    { ...me, id: 3, first_name: 'Gone', username: 'gone', email: 'gone@pads.test', deleted_at: '2025-01-01T00:00:00Z' },
  ],
  columns: [
    { column: 'id', display_name: 'ID', sortable: true },
    { column: 'first_name', display_name: 'First Name', sortable: true },
    { column: 'email', display_name: 'Email', sortable: false },
  ],
  meta: { from: 1, to: 2, total: 2, per_page: 20, current_page: 1, last_page: 1 },
};
