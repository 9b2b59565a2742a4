// The real API (src/server.ts) in its own process, as production starts it: for the tests that kill it or
// take its database away.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on, picked by the kernel (so parallel runs never collide). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** What the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** Spawns the API with `env` (on `port`, or a free one); resolves when GET /api/health/live answers. */
export async function startApi(
  env: Record<string, string>,
  { port, timeoutMs = 120_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<ApiProcess> {
  port ??= await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_ON_START: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const api: ApiProcess = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      if ((await fetch(`${api.url}/api/health/live`)).ok) return api;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start (exit ${child.exitCode ?? child.signalCode}):\n${output}`);
}
