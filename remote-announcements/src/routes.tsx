import { lazyRoute, recordContainerInstances, useSessionStore } from '@pads/shared';
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
  lazyRoute('announcements', () => import('./features/announcements/list/AnnouncementListPage')),
  lazyRoute('announcements/:id', () => import('./features/announcements/detail/AnnouncementPage')),
];

export default routes;
