import { lazyPage, recordContainerInstances, useSessionStore } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import type { RouteObject } from 'react-router-dom';

// This container's own imports: the host compares them to prove the singletons are shared.
recordContainerInstances('remote_announcements', {
  reactVersion: version,
  react: useState,
  antd: Button,
  sessionStore: useSessionStore,
  reactQuery: QueryClientProvider,
});

/** Paths are relative to /dashboard. */
const routes: RouteObject[] = [
  {
    path: 'announcements',
    element: lazyPage(() => import('./features/announcements/list/AnnouncementListPage')),
  },
  {
    path: 'announcements/:id',
    element: lazyPage(() => import('./features/announcements/detail/AnnouncementPage')),
  },
];

export default routes;
