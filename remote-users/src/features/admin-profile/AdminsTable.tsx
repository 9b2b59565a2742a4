import { PlusOutlined } from '@ant-design/icons';
import { ListErrorAlert, ListProvider, ServerTable, useServerList, type AdminUser } from '@pads/shared';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { ADMINS_LIST_KEY, ADMINS_URL } from './api/admins';
import { NewAdminModal } from './NewAdminModal';
import './adminProfile.css';

type AdminsType = 'active' | 'all';

// Spec §9: admin list defaults to page 1, id descending, filtered to role 1.
const LIST_OPTIONS = { defaults: { filters: { 'role:equals': '1' }, params: { type: 'active' } } };

export function AdminsTable() {
  const [adding, setAdding] = useState(false);
  const list = useServerList<AdminUser>(ADMINS_LIST_KEY, ADMINS_URL, {}, LIST_OPTIONS);
  const type: AdminsType = list.state.params.type === 'all' ? 'all' : 'active';

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
        <ServerTable<AdminUser>
          rowClassName={(row) => (row.deleted_at ? 'admin-row--inactive' : '')}
          data-testid="admins-table"
        />
      </ListProvider>
      <NewAdminModal open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
