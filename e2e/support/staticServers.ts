// Builds served beside the e2e stack by the production static server (static-server/serve.mjs): the version-skew
// test and the second-copy measurement serve a rebuilt app next to the others.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './changedWorkspace';

const servers: ChildProcess[] = [];

/**
 * Serves a dist folder on a port, with the static server's environment (API_URL, REMOTE_*_URL, …); the returned
 * function stops it before the others (a remote going down).
 */
export function serve(dist: string, port: number, env: Record<string, string>): () => void {
  const server = spawn(process.execPath, [path.join(repoRoot, 'static-server/serve.mjs'), dist, String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(server);
  return () => {
    servers.splice(servers.indexOf(server), 1);
    server.kill();
  };
}

/** Stops every server `serve` started. */
export function stopServers(): void {
  for (const server of servers.splice(0)) server.kill();
}

/** Resolves once the URL answers 200 (10 s at most). */
export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}
