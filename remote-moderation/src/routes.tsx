import { lazyRoute, remoteRoutes, type RemoteRouteHandle } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';

const large: RemoteRouteHandle = { container: 'lg' };

/**
 * Paths are relative to /dashboard; the revision screen needs the large container. Duplicate
 * resolution lives under reports/ but is moderation's (src/routing.json claims that prefix).
 */
// With its routes, the container's own imports of the singletons: the host checks they are its own.
export default remoteRoutes('remote_moderation', { version, useState, Button, QueryClientProvider }, [
  lazyRoute('comments-list', () => import('./features/review-list/ReviewListPage')),
  lazyRoute('moderation-list', () => import('./features/moderation-list/ModerationListPage')),
  lazyRoute('moderation-revision/:revisionId', () => import('./features/moderation-revision/RevisionMergePage'), large),
  lazyRoute('reports/duplicate-report', () => import('./features/duplicates/DuplicateListPage')),
  lazyRoute(
    'reports/duplicate-report/:prevPadId/:nextPadId',
    () => import('./features/duplicates/DuplicateMergePage'),
    large,
  ),
]);
