// CSV exports over real HTTP, consumed as a stream so only the server's memory is measured: as a browser asks
// (Chromium's Accept-Encoding, answered with gzip) and uncompressed. Goals: 100k rows in ≤ 1 s as a browser
// asks (at larger scales ≥ 100,000 rows/s), with flat memory (RSS growth ≤ 50 MB whatever the row count).
import http from 'node:http';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { atLeast, atMost } from './goals.js';
import { f1, ms, table } from './timing.js';

/** What Chromium sends. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const EXPORT_GOAL_ROWS_PER_S = 100_000;
const EXPORT_GOAL_RSS_MB = 50;

/** Streams an export over HTTP: bytes on the wire, and the CSV's bytes and lines once decoded. */
async function readExport(url: string, headers: Record<string, string>) {
  const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get(url, { headers }, resolve).on('error', reject),
  );
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
  let wire = 0;
  res.on('data', (chunk: Buffer) => (wire += chunk.length));
  const encoding = res.headers['content-encoding'];
  const decoded =
    encoding === 'br'
      ? res.pipe(zlib.createBrotliDecompress())
      : encoding === 'gzip'
        ? res.pipe(zlib.createGunzip())
        : res;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of decoded) {
    const buf = chunk as Buffer;
    bytes += buf.length;
    for (let at = buf.indexOf(10); at !== -1; at = buf.indexOf(10, at + 1)) lines++;
  }
  return { wire, bytes, lines, encoding: encoding ?? 'identity' };
}

export async function exportBench(app: FastifyInstance, headers: Record<string, string>, scale: number) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const rows: string[][] = [];
  for (const [label, params] of [
    ['all pads', {}],
    ['all pads, sort name', { sort_column: 'name', sort_direction: 'ascend' }],
    ['export_for_update', { export_for_update: '1' }],
  ] as Array<[string, Record<string, string>]>) {
    for (const [asked, acceptEncoding] of [
      ['as a browser asks', BROWSER_ACCEPT_ENCODING],
      ['uncompressed', 'identity'],
    ]) {
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
      const t = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const { wire, bytes, lines, encoding } = await readExport(
        `http://127.0.0.1:${port}/api/admin/pads/download-csv?${new URLSearchParams(params)}`,
        { ...headers, 'accept-encoding': acceptEncoding! },
      );
      const elapsed = ms(process.hrtime.bigint() - t);
      const used = process.cpuUsage(cpu);
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const count = lines - 1;
      const rssMb = (peak - rssBefore) / 1048576;
      if (asked === 'as a browser asks') {
        if (scale === 1) atMost('exports', `${label} (${count} rows), ${asked}`, elapsed, 1000, 'ms');
        else atLeast('exports', `${label}, ${asked}`, (count / elapsed) * 1000, EXPORT_GOAL_ROWS_PER_S, 'rows/s');
        atMost('exports', `${label}, ${asked}: RSS growth`, rssMb, EXPORT_GOAL_RSS_MB, 'MB');
      }
      rows.push([
        label,
        `${asked} (${encoding})`,
        String(count),
        f1(elapsed),
        String(Math.round((count / elapsed) * 1000)),
        f1((used.user + used.system) / 1000),
        `${(bytes / 1048576).toFixed(1)} MB`,
        `${(wire / 1048576).toFixed(1)} MB`,
        `${rssMb.toFixed(1)} MB`,
      ]);
    }
  }
  console.log('\nCSV export (HTTP, streamed; node CPU includes the in-process HTTP client reading it)');
  table(['request', 'encoding', 'rows', 'wall ms', 'rows/s', 'node CPU ms', 'size', 'on the wire', 'RSS growth'], rows);
}
