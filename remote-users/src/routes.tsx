import { lazyPage, recordContainerInstances, useSessionStore } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import type { RouteObject } from 'react-router-dom';

// This container's own imports: the host compares them to prove the singletons are shared.
recordContainerInstances('remote_users', {
  reactVersion: version,
  react: useState,
  antd: Button,
  sessionStore: useSessionStore,
  reactQuery: QueryClientProvider,
});

/** Paths are relative to /dashboard. */
const routes: RouteObject[] = [
  { path: 'user-list', element: lazyPage(() => import('./features/user-list/UserListPage')) },
  { path: 'users', element: lazyPage(() => import('./features/user-list/UserListPage')) },
  { path: 'user-view/:userId', element: lazyPage(() => import('./features/user-view/UserViewPage')) },
  { path: 'admin-profile', element: lazyPage(() => import('./features/admin-profile/AdminProfilePage')) },
];

export default routes;
