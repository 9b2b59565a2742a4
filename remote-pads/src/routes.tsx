import { lazyRoute, recordContainerInstances, useSessionStore } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import type { RouteObject } from 'react-router-dom';
import { prefetchPadList } from './features/pad-list/api/padList';

// This container's own imports: the host compares them to prove the singletons are shared.
recordContainerInstances('remote_pads', {
  reactVersion: version,
  react: useState,
  antd: Button,
  sessionStore: useSessionStore,
  reactQuery: QueryClientProvider,
});

// Paths are relative to /dashboard. Real screens live in src/features/<feature>/; the
// src/pages/ shells stand in until a feature's page exists.
const routes: RouteObject[] = [
  // Where signing in lands: its requests start with the sign-in, and it reads no startup lookups.
  lazyRoute('pad-list', () => import('./features/pad-list/PadListPage'), {
    prefetch: prefetchPadList,
    drawsBeforeLookups: true,
  }),
  lazyRoute('pad-create', () => import('./features/pad-create/PadCreatePage')),
  lazyRoute('pad-import', () => import('./features/pad-import/PadImportPage')),
  lazyRoute('pad-view/:padId', () => import('./features/pad-view/PadViewPage')),
  lazyRoute('pad-view1/:padId', () => import('./features/pad-view/PadViewLegacyPage')),
];

export default routes;
