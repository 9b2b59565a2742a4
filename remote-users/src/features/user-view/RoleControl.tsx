import { notifyError, notifySuccess, roleLabel, truncateUsername } from '@pads/shared';
import { Button, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { changeUserRole, useUserWrite, type UserDetail } from './api/userDetail';
import { ROLE_OPTIONS } from './roleOptions';

/** Role change on its own, behind a confirm (PUT toggle-user-role). */
export function RoleControl({ user }: { user: UserDetail }) {
  const [role, setRole] = useState(user.role);
  const change = useUserWrite(user.id, (next: number) => changeUserRole(user.id, next, user.version));
  return (
    <Space>
      <Select
        value={role}
        options={ROLE_OPTIONS}
        onChange={setRole}
        style={{ minWidth: 140 }}
        aria-label="New role"
        data-testid="user-role-select"
      />
      <Popconfirm
        title={`Change the role of ${truncateUsername(user.username)} to ${roleLabel(role)}?`}
        okText="Yes"
        cancelText="No"
        disabled={role === user.role}
        onConfirm={async () => {
          try {
            await change.mutateAsync(role);
            notifySuccess('Success', 'Done!');
          } catch (error) {
            notifyError(error);
          }
        }}
      >
        <Button disabled={role === user.role} loading={change.isPending} data-testid="user-role-change">
          Change role
        </Button>
      </Popconfirm>
    </Space>
  );
}
