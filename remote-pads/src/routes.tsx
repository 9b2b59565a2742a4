import { lazyPage, recordContainerInstances, useSessionStore } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import type { RouteObject } from 'react-router-dom';

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
  { path: 'pad-list', element: lazyPage(() => import('./features/pad-list/PadListPage')) },
  { path: 'pad-create', element: lazyPage(() => import('./features/pad-create/PadCreatePage')) },
  { path: 'pad-import', element: lazyPage(() => import('./features/pad-import/PadImportPage')) },
  { path: 'pad-view/:padId', element: lazyPage(() => import('./features/pad-view/PadViewPage')) },
  { path: 'pad-view1/:padId', element: lazyPage(() => import('./features/pad-view/PadViewLegacyPage')) },
];

export default routes;
