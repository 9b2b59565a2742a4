import { lazyPage, PageShell, recordContainerInstances, useSessionStore } from '@pads/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState, version } from 'react';
import type { RouteObject } from 'react-router-dom';

// This container's own imports: the host compares them to prove the singletons are shared.
recordContainerInstances('remote_reports', {
  reactVersion: version,
  react: useState,
  antd: Button,
  sessionStore: useSessionStore,
  reactQuery: QueryClientProvider,
});

const REPORTS: [path: string, title: string][] = [
  ['pad-submissions', 'Pad submissions'],
  ['log-report', 'Log report'],
  ['pad-stats-fav', 'Pad stats: favourites'],
  ['pad-stats-views', 'Pad stats: views'],
  ['drop-off', 'Drop-off'],
  ['pilots-country', 'Pilots by country'],
  ['subs-report', 'Subscriptions report'],
  ['moderation-engagement', 'Moderation engagement'],
  ['concurrent-logins', 'Concurrent logins'],
  ['pad-country', 'Pads by country'],
  ['survey-report', 'Survey report'],
  ['pilot-aircrafts', 'Pilot aircrafts'],
];

/** Paths are relative to /dashboard; reports/duplicate-report belongs to remote-moderation (src/routing.json). */
const routes: RouteObject[] = [
  { path: 'reports', element: <PageShell title="Reports" /> },
  { path: 'reports/campaigns', element: lazyPage(() => import('./features/campaigns/CampaignsPage')) },
  ...REPORTS.map(([path, title]) => ({ path: `reports/${path}`, element: <PageShell title={title} /> })),
];

export default routes;
