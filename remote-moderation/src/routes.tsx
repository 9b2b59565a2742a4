import { lazyPage, recordContainerInstances, useSessionStore, type RemoteRouteHandle } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import type { RouteObject } from 'react-router-dom';

// This container's own imports: the host compares them to prove the singletons are shared.
recordContainerInstances('remote_moderation', {
  reactVersion: version,
  react: useState,
  antd: Button,
  sessionStore: useSessionStore,
  reactQuery: QueryClientProvider,
});

const large: RemoteRouteHandle = { container: 'lg' };

/**
 * Paths are relative to /dashboard; the revision screen needs the large container. Duplicate
 * resolution lives under reports/ but is moderation's (src/routing.json claims that prefix).
 */
const routes: RouteObject[] = [
  { path: 'comments-list', element: lazyPage(() => import('./features/review-list/ReviewListPage')) },
  { path: 'moderation-list', element: lazyPage(() => import('./features/moderation-list/ModerationListPage')) },
  {
    path: 'moderation-revision/:revisionId',
    element: lazyPage(() => import('./features/merge/RevisionMergePage')),
    handle: large,
  },
  {
    path: 'reports/duplicate-report',
    element: lazyPage(() => import('./features/merge/duplicates/DuplicateListPage')),
  },
  {
    path: 'reports/duplicate-report/:prevPadId/:nextPadId',
    element: lazyPage(() => import('./features/merge/duplicates/DuplicateMergePage')),
    handle: large,
  },
];

export default routes;
