// A second API instance on the local stack's PostgreSQL, and a host served beside the stack whose runtime config
// names that instance (static-server/serve.mjs writes /runtime-config.json and the CSP's connect-src from API_URL):
// a panel opened there talks to the second instance only. For the teamwork suite (issue 35: what one admin does
// through one instance reaches a panel connected to another).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './changedWorkspace';
import { E2E, EXTRA_PORTS, stackApiEnv } from './env';
import { serve, stopServers, waitFor } from './staticServers';

// Beside the stack's own ports and the other suites' (EXTRA_PORTS).
const apiPort = E2E.apiPort + EXTRA_PORTS.secondInstance;
const hostPort = E2E.hostPort + EXTRA_PORTS.secondInstance;

export interface SecondInstance {
  apiUrl: string;
  hostUrl: string;
  stop: () => Promise<void>;
}

/**
 * The API as playwright.config.ts starts it (stackApiEnv: same S3, mail folder and limits), on the stack's embedded
 * PostgreSQL through DATABASE_URL instead of starting its own; no seeding (the first instance did).
 */
function apiEnv(): Record<string, string> {
  return {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://pads:pads@127.0.0.1:${E2E.pgPort}/pads`,
    SEED_ON_START: 'false',
    ...stackApiEnv(`http://localhost:${apiPort}`),
  };
}

export async function startSecondInstance(): Promise<SecondInstance> {
  const apiUrl = `http://localhost:${apiPort}`;
  const hostUrl = `http://localhost:${hostPort}`;
  // Its ports are fixed: a second start (the suite's tests spread over two workers) would find the first one's
  // servers answering and share them until the first stops them. Refused instead.
  for (const url of [hostUrl, apiUrl]) {
    const busy = await fetch(url).then(
      () => true,
      () => false,
    );
    if (busy) throw new Error(`${url} already answers: a second instance runs already (run its tests in one worker)`);
  }
  let output = '';
  const api: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'api'),
    env: { ...process.env, ...apiEnv() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const remotes = Object.fromEntries(Object.values(E2E.remotes).map((r) => [r.env, `http://localhost:${r.port}`]));
  serve(path.join(repoRoot, 'host/dist'), hostPort, {
    ...remotes,
    API_URL: apiUrl,
    GOOGLE_MAPS_KEY: '',
    MAP_TILE_URL: '',
  });
  const stop = async () => {
    stopServers();
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await exited;
    }
  };
  try {
    await waitFor(`${hostUrl}/runtime-config.json`);
    // The API starts in seconds on an idle machine; this one waits for it as long as the stack's own start may.
    for (let attempt = 0; ; attempt++) {
      if (api.exitCode !== null || api.signalCode !== null) throw new Error(`the second API stopped:\n${output}`);
      const up = await fetch(`${apiUrl}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 1200) throw new Error(`the second API did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, hostUrl, stop };
}
