import { lazyRoute, remoteRoutes } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';

// Paths are relative to /dashboard. With the routes go the container's own imports of the singletons, which
// the host checks are its own.
export default remoteRoutes('remote_announcements', { version, useState, Button, QueryClientProvider }, [
  lazyRoute('announcements', () => import('./features/announcements/list/AnnouncementListPage')),
  lazyRoute('announcements/:id', () => import('./features/announcements/detail/AnnouncementPage')),
]);
