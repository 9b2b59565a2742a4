import { lazyRoute, remoteRoutes } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';

// Paths are relative to /dashboard. With the routes go the container's own imports of the singletons, which
// the host checks are its own.
export default remoteRoutes('remote_users', { version, useState, Button, QueryClientProvider }, [
  lazyRoute('user-list', () => import('./features/user-list/UserListPage')),
  lazyRoute('users', () => import('./features/user-list/UserListPage')),
  lazyRoute('user-view/:userId', () => import('./features/user-view/UserViewPage')),
  lazyRoute('admin-profile', () => import('./features/admin-profile/AdminProfilePage')),
]);
