// The pad map and the user map: p50 and the payload a browser receives (gzip). Goals: ≤ 100 ms, ≤ 50 KB gzip.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { atMost } from './goals.js';
import { f1, stats, table, time } from './timing.js';

const MAP_GOAL_MS = 100;
const MAP_GOAL_KB = 50;

async function mapBench(
  app: FastifyInstance,
  headers: Record<string, string>,
  area: string,
  path: string,
  scenarios: Array<[string, Record<string, string>]>,
) {
  const rows: string[][] = [];
  for (const [label, params] of scenarios) {
    const url = `${path}?${new URLSearchParams(params)}`;
    const s = stats(await time(() => app.inject({ method: 'GET', url, headers }), 15));
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const body = res.body;
    const gzipKb = gzipSync(body).length / 1024;
    const d = JSON.parse(body).data;
    atMost(area, `${label}: p50`, s.median, MAP_GOAL_MS, 'ms');
    atMost(area, `${label}: gzip payload`, gzipKb, MAP_GOAL_KB, 'KB');
    rows.push([
      label,
      f1(s.median),
      f1(s.p95),
      `${(body.length / 1024).toFixed(1)} KB`,
      `${gzipKb.toFixed(1)} KB`,
      String(d.clusters.length),
      String(d.places.length),
      String(d.total),
    ]);
  }
  console.log(`\n${area}, GET ${path} (ms; goal p50 ≤ ${MAP_GOAL_MS} ms, payload ≤ ${MAP_GOAL_KB} KB gzip)`);
  table(['request', 'med', 'p95', 'payload', 'gzip', 'clusters', 'places', 'rows'], rows);
}

export const userMapBench = (app: FastifyInstance, headers: Record<string, string>) =>
  mapBench(app, headers, 'user map', '/api/admin/users/index-users-for-map', [
    ['zoom 5, no bbox', { zoom: '5' }],
    ['zoom 5, Europe bbox', { zoom: '5', bbox: '-25,34,30,62' }],
    ['zoom 5, role=2', { zoom: '5', 'filters[role:equals]': '2' }],
  ]);

export const padMapBench = (app: FastifyInstance, headers: Record<string, string>) =>
  mapBench(app, headers, 'pad map', '/api/admin/pads/index-pads-for-map', [
    ['zoom 5, no bbox', { zoom: '5' }],
    ['zoom 7, GB/IE bbox', { zoom: '7', bbox: '-11,49,3,59' }],
    ['zoom 10, London bbox', { zoom: '10', bbox: '-0.6,51.3,0.3,51.7' }],
    ['zoom 5, type=moderated', { zoom: '5', type: 'moderated' }],
  ]);
