import { QueryClientProvider } from '@tanstack/react-query';
import {
  AppProviders,
  recordContainerInstances,
  setRuntimeConfig,
  useSessionStore,
  type RuntimeConfig,
} from '@pads/shared';
import { Button } from 'antd';
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes/AppRoutes';
import { TopLoadingBar } from './shell/TopLoadingBar';

export function mount(config: RuntimeConfig) {
  setRuntimeConfig(config);
  recordContainerInstances('host', {
    reactVersion: version,
    react: useState,
    antd: Button,
    sessionStore: useSessionStore,
    reactQuery: QueryClientProvider,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <TopLoadingBar />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
