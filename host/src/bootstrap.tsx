import { nonceScriptedStyles } from '@pads/core/csp.ts';
import type { RuntimeConfig } from '@pads/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setStartConfig } from './start/loadSignedIn';
import { StartRoutes } from './start/StartRoutes';

// Only what the login screen needs is imported here; the signed-in app (and with it the shared library
// and the shared antd) is a separate chunk, see start/SignedInApp.tsx.
export function mount(config: RuntimeConfig) {
  nonceScriptedStyles();
  setStartConfig(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StartRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
}
