import { PlusOutlined } from '@ant-design/icons';
import { ListErrorAlert, ListProvider, Role, ServerTable, useServerList, type AdminQuickFilter } from '@pads/shared';
import { users } from '@pads/contracts/endpoints';
import type { AdminListRow } from '@pads/contracts/api';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { ADMINS_LIST_KEY } from './api/admins';
import { NewAdminModal } from './NewAdminModal';
import './adminProfile.css';

// Spec §9: admin list defaults to page 1, id descending, filtered to role 1.
const LIST_OPTIONS = {
  defaults: { filters: { 'role:equals': String(Role.Admin) }, params: { type: 'active' satisfies AdminQuickFilter } },
};

export function AdminsTable() {
  const [adding, setAdding] = useState(false);
  const list = useServerList(ADMINS_LIST_KEY, users.admins, {}, LIST_OPTIONS);
  const type: AdminQuickFilter = list.state.params.type === 'all' ? 'all' : 'active';

  const toggleInactive = () =>
    list.update({ params: { ...list.state.params, type: type === 'active' ? 'all' : 'active' } });

  return (
    <Card
      title="List of Admins"
      data-testid="admins-list"
      extra={
        <Space wrap>
          <Button onClick={toggleInactive} data-testid="toggle-inactive">
            {type === 'active' ? 'Show inactive users' : 'Hide inactive users'}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add a new admin
          </Button>
        </Space>
      }
    >
      <ListProvider list={list}>
        <ListErrorAlert />
        <ServerTable<AdminListRow>
          rowClassName={(row) => (row.deleted_at ? 'admin-row--inactive' : '')}
          data-testid="admins-table"
        />
      </ListProvider>
      <NewAdminModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
