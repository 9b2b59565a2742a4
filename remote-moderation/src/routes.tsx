import { lazyRoute, recordContainerInstances, useSessionStore, type RemoteRouteHandle } from '@pads/shared';
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
  lazyRoute('comments-list', () => import('./features/review-list/ReviewListPage')),
  lazyRoute('moderation-list', () => import('./features/moderation-list/ModerationListPage')),
  lazyRoute('moderation-revision/:revisionId', () => import('./features/merge/RevisionMergePage'), large),
  lazyRoute('reports/duplicate-report', () => import('./features/merge/duplicates/DuplicateListPage')),
  lazyRoute(
    'reports/duplicate-report/:prevPadId/:nextPadId',
    () => import('./features/merge/duplicates/DuplicateMergePage'),
    large,
  ),
];

export default routes;
