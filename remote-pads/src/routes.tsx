import { lazyRoute, remoteRoutes } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import { prefetchPadList } from './features/pad-list/api/padList';

// Paths are relative to /dashboard; the screens live in src/features/<feature>/. With the routes go the
// container's own imports of the singletons, which the host checks are its own.
export default remoteRoutes('remote_pads', { version, useState, Button, QueryClientProvider }, [
  // Where signing in lands: its requests start with the sign-in, and it reads no startup lookups.
  lazyRoute('pad-list', () => import('./features/pad-list/PadListPage'), {
    prefetch: prefetchPadList,
    drawsBeforeLookups: true,
  }),
  lazyRoute('pad-create', () => import('./features/pad-create/PadCreatePage')),
  lazyRoute('pad-import', () => import('./features/pad-import/PadImportPage')),
  lazyRoute('pad-view/:padId', () => import('./features/pad-view/PadViewPage')),
  lazyRoute('pad-view1/:padId', () => import('./features/pad-view/PadViewLegacyPage')),
]);
