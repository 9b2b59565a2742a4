// The CSV import at scale (issue 13): 10,000 rows validated and imported on the 100k-pad bench data
// (goals ≤ 2 s and ≤ 5 s, RSS growth ≤ 100 MB), and 'Export for update' of every pad (goal ≤ 1 s).
import { IMPORT_COLUMNS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { multipartBody } from '../src/seed/multipart.js';
import { padsInImportTerms } from '../src/domain/padImportFormat.js';

const HEADERS = IMPORT_COLUMNS.map((c) => c.header);
const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

const multipart = (name: string, body: string) =>
  multipartBody([{ name: 'csv_import', filename: name, contentType: 'text/csv', value: body }]);

/** Peak RSS growth while `fn` runs, sampled every 10 ms. */
async function withRss<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; rssMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t = performance.now();
  try {
    const value = await fn();
    return { value, ms: performance.now() - t, rssMb: (Math.max(peak, process.memoryUsage().rss) - before) / 1048576 };
  } finally {
    clearInterval(sampler);
  }
}

export async function importBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  // One file of 10,000 rows as an admin would make it from 'Export for update': 9,000 new pads (spread over
  // an area with no pads, so none is a conflict) and 1,000 existing pads renamed, every other cell as exported.
  const { rows: ids } = await db.execute<{ id: number }>(
    sql`SELECT id FROM pads WHERE deleted_at IS NULL ORDER BY id LIMIT 1000`,
  );
  const current = await padsInImportTerms(
    db,
    ids.map((r) => Number(r.id)),
  );
  const runTag = Date.now().toString(36);
  const lines = [HEADERS.join(',')];
  for (let i = 0; i < 9_000; i++) {
    const row: Record<string, string | number> = {
      name: `Bench import ${runTag} ${i}`,
      category: 3,
      latitude: (-33 + (i % 100) * 0.03).toFixed(5),
      longitude: (140 + Math.floor(i / 100) * 0.03).toFixed(5),
      'contact name': `Desk ${i}`,
      phone: '+61 2 5550 0100',
      email: `desk${i}@bench.test`,
      'Jet A1': i % 2,
      'is moderated': 1,
      'is landing permitted': 1,
    };
    lines.push(HEADERS.map((h) => cell(row[h] ?? '')).join(','));
  }
  for (const pad of current.values()) {
    const byKey: Record<string, unknown> = {
      ...pad,
      name: `${pad.name} (renamed ${runTag})`,
      tags: pad.tags.join(','),
    };
    lines.push(IMPORT_COLUMNS.map((c) => cell(String(byKey[c.key] ?? ''))).join(','));
  }
  const form = multipart('bench.csv', lines.join('\n'));

  const validated = await withRss(() =>
    app.inject({
      method: 'POST',
      url: '/api/admin/pads/import/validate',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    }),
  );
  if (validated.value.statusCode !== 200)
    throw new Error(`validate: ${validated.value.statusCode} ${validated.value.body.slice(0, 300)}`);
  const v = validated.value.json().data;
  const imported = await withRss(() =>
    app.inject({
      method: 'POST',
      url: '/api/admin/pads/import',
      headers,
      payload: { columns: v.columns, rows: v.rows },
    }),
  );
  if (imported.value.statusCode !== 200)
    throw new Error(`import: ${imported.value.statusCode} ${imported.value.body.slice(0, 300)}`);

  // 'Export for update' of every pad, three runs.
  const exportTimes: number[] = [];
  let exportRows = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/pads/download-csv?export_for_update=1',
      headers: { ...headers, 'accept-encoding': 'identity' },
    });
    exportTimes.push(performance.now() - t);
    exportRows = res.body.trim().split('\n').length - 1;
  }
  exportTimes.sort((a, b) => a - b);

  // Leave the bench data as it was.
  await db.execute(sql`DELETE FROM pads WHERE last_import_id = ${imported.value.json().data.import_id}
    AND name LIKE ${`Bench import ${runTag} %`}`);
  await db.execute(sql`UPDATE pads SET name = left(name, length(name) - ${` (renamed ${runTag})`.length})
    WHERE name LIKE ${`% (renamed ${runTag})`}`);

  const f = (n: number) => n.toFixed(0);
  console.log('\nCSV import (goals: 10,000 rows validated ≤ 2,000 ms, imported ≤ 5,000 ms, RSS growth ≤ 100 MB)');
  console.log(
    `  validate 10,000 rows (9,000 new, 1,000 by ID; 22 columns): ${f(validated.ms)} ms, RSS +${validated.rssMb.toFixed(0)} MB`,
  );
  console.log(
    `  import   10,000 rows: ${f(imported.ms)} ms, RSS +${imported.rssMb.toFixed(0)} MB ${JSON.stringify(imported.value.json().data)}`,
  );
  console.log(`  'Export for update' of ${exportRows} pads: median ${f(exportTimes[1]!)} ms of 3 (goal ≤ 1,000)`);
}
