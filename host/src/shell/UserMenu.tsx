import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { logout, notifyError, useCurrentUser, paths } from '@pads/shared';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

function initials(firstName?: string, lastName?: string): string {
  return `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase() || 'A';
}

export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { modal } = App.useApp();

  const confirmLogout = () =>
    modal.confirm({
      title: 'Are you sure you want to quit?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => logout().catch(notifyError),
    });

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile', onClick: () => navigate(paths.adminProfile()) },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout', onClick: confirmLogout },
  ];

  return (
    // Rendered inside the header, so the menu moves with it when the header turns sticky or the page
    // height changes under it, instead of staying where the document was when it opened.
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Avatar style={{ cursor: 'pointer', background: '#1677ff' }} data-testid="avatar-menu" aria-label="Account menu">
        {initials(user?.first_name, user?.last_name)}
      </Avatar>
    </Dropdown>
  );
}
