import { PadsLogo } from '@pads/shared';
import { Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useRemoteDirectory } from '../remotes/useRemoteDirectory';
import { headerMenuEntries, headerMenuItems, selectedMenuKey } from './headerMenu';
import { STICKY_HEADER_THRESHOLD, useScrolledPast } from './useScrolledPast';
import { UserMenu } from './UserMenu';
import { SearchBoxButton } from '../features/search-box/SearchBoxButton';
import { LANDING_URL } from '../start/landing';

export function AppHeader() {
  const { pathname } = useLocation();
  const sticky = useScrolledPast(STICKY_HEADER_THRESHOLD);
  const menu = headerMenuEntries(useRemoteDirectory().data);
  return (
    <Layout.Header
      data-testid="app-header"
      data-sticky={sticky}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 24px',
        // Relative when not sticky: either way the header is the account menu's positioning container.
        ...(sticky
          ? { position: 'sticky', top: 0, zIndex: 100, boxShadow: '0 2px 8px rgba(0,0,0,0.25)' }
          : { position: 'relative', zIndex: 100 }),
      }}
    >
      <Link to={LANDING_URL} aria-label="Home" style={{ display: 'flex' }}>
        <PadsLogo size={36} />
      </Link>
      <Menu
        theme="dark"
        mode="horizontal"
        items={headerMenuItems(menu)}
        selectedKeys={selectedMenuKey(pathname, menu)}
        style={{ flex: 1, minWidth: 0 }}
      />
      <SearchBoxButton />
      <UserMenu />
    </Layout.Header>
  );
}
