// Async boundary: shared singletons can only be consumed after this module has run, so the
// app itself lives in ./bootstrap. Remotes are registered from the served runtime config.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@pads/shared';
import { remoteEntries } from './remotes/remoteEntries';

async function loadConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/runtime-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
  return (await response.json()) as RuntimeConfig;
}

async function start() {
  // The config and the first screen's code are fetched side by side (one round trip less).
  const [config, { mount }] = await Promise.all([loadConfig(), import('./bootstrap')]);
  registerRemotes(remoteEntries(config));
  mount(config);
}

start().catch((error: unknown) => {
  console.error(error);
  document.body.textContent = `The admin panel could not start: ${error instanceof Error ? error.message : String(error)}`;
});
