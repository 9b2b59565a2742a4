import { lazyRoute, recordContainerInstances, useSessionStore } from '@pads/shared';
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
  lazyRoute('user-list', () => import('./features/user-list/UserListPage')),
  lazyRoute('users', () => import('./features/user-list/UserListPage')),
  lazyRoute('user-view/:userId', () => import('./features/user-view/UserViewPage')),
  lazyRoute('admin-profile', () => import('./features/admin-profile/AdminProfilePage')),
];

export default routes;
