// A V8 CPU profile (`node --cpu-prof`) in a few lines: where a process spent its busy time, by package (or Node's
// own module, or the API's bundle) and by function, from each sample's leaf frame (self time). Idle time is left out.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to: `fastify`, `@fastify/compress`, `node:zlib`, `api`, or a V8 pseudo-frame. */
export function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:'))
    return url
      .split('/')
      .slice(0, url.startsWith('node:internal/') ? 2 : 1)
      .join('/');
  const i = url.lastIndexOf('/node_modules/');
  if (i >= 0) {
    const parts = url.slice(i + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.includes('/api/')) return 'api';
  return url;
}

export function summariseProfile(file: string, top = 25): string {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') continue;
    busy += us;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
    const name = `${functionName || '(anonymous)'} ${pkg}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  const lines = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, us]) => `  ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1e6).toFixed(2).padStart(7)} s  ${k}`,
      );
  return [
    `\nCPU profile of the API server (${file}): ${(busy / 1e6).toFixed(1)} s busy (idle left out), self time`,
    'by package:',
    ...lines(byPackage),
    `top ${top} functions:`,
    ...lines(byFunction),
  ].join('\n');
}
