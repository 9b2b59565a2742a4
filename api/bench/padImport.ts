// The CSV import at scale (issue 13): 10,000 rows validated and imported (goals ≤ 2 s and ≤ 5 s, RSS growth
// ≤ 100 MB each), then everything the import wrote undone so a rerun measures the same data. Both are part of
// the bench's working day: the list figures are measured on the table they leave behind.
import { IMPORT_COLUMNS } from '@pads/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { multipartBody } from '../src/seed/multipart.js';
import { vacuumAfterBulkWrite } from '../src/domain/bulkWrites.js';
import { padsInImportTerms } from '../src/domain/padImportFormat.js';
import { atMost } from './goals.js';
import { withRss } from './timing.js';

const HEADERS = IMPORT_COLUMNS.map((c) => c.header);
const cell = (v: string | number) => (/[",\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));

const multipart = (name: string, body: string) =>
  multipartBody([{ name: 'csv_import', filename: name, contentType: 'text/csv', value: body }]);

export async function importBench(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  // One file of 10,000 rows as an admin would make it from 'Export for update': 9,000 new pads (spread over
  // an area with no pads, so none is a conflict) and 1,000 existing pads renamed, every other cell as exported.
  const { rows: ids } = await db.execute<{ id: number }>(
    sql`SELECT id FROM pads WHERE deleted_at IS NULL ORDER BY id LIMIT 1000`,
  );
  const renamedIds = ids.map((r) => Number(r.id));
  const current = await padsInImportTerms(db, renamedIds);
  // What the import changes on the renamed pads, to put back afterwards.
  const { rows: saved } = await db.execute<Record<string, unknown>>(
    sql`SELECT id, name, version, updated_at::text AS updated_at, last_import_id FROM pads WHERE id = ANY(${`{${renamedIds.join(',')}}`}::int[])`,
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
  const refused = await refusedAtLastRow(app, db, headers, v, lines.length);
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
  const importId = Number(imported.value.json().data.import_id);

  // Leave the bench data as it was, so a rerun measures the same thing: the new pads (their contacts,
  // facilities and duplicate pairs go with them), the renamed pads' name, version, time and import mark,
  // the import's change-log entries and its record.
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM activity_logs WHERE details->>'source' = 'csv_import'
      AND (details->>'import_id')::int = ${importId}`);
    await tx.execute(
      sql`DELETE FROM pads WHERE last_import_id = ${importId} AND name LIKE ${`Bench import ${runTag} %`}`,
    );
    await tx.execute(sql`UPDATE pads p SET name = s.name, version = s.version, updated_at = s.updated_at,
        last_import_id = s.last_import_id
      FROM jsonb_to_recordset(${JSON.stringify(saved)}::jsonb)
        AS s(id int, name text, version int, updated_at timestamptz, last_import_id int)
      WHERE p.id = s.id`);
    const { rows: left } = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pads WHERE last_import_id = ${importId}`,
    );
    if (Number(left[0]!.n)) throw new Error(`bench cleanup: ${left[0]!.n} pads still point at import ${importId}`);
    await tx.execute(sql`DELETE FROM pad_imports WHERE id = ${importId}`);
  });
  // The undo is the bench's, not a day's: its 9,000 dead pads are vacuumed as the import's own rows were (the
  // import's vacuum may still run: wait for it first).
  while ((await db.execute(sql`SELECT 1 FROM pg_stat_progress_vacuum WHERE datname = current_database()`)).rows.length)
    await new Promise((resolve) => setTimeout(resolve, 200));
  await vacuumAfterBulkWrite(
    db,
    { pads: 10_000, contacts: 9_000, activity_logs: 10_000, duplicate_pairs: 10_000 },
    { info() {}, error() {} },
  );

  const f = (n: number) => n.toFixed(0);
  atMost('import', 'validate 10,000 rows', validated.ms, 2000, 'ms');
  atMost('import', 'import 10,000 rows refused at its last row', refused.ms, 5000, 'ms');
  atMost('import', 'import 10,000 rows refused at its last row: rows left', refused.left, 0, 'rows');
  atMost('import', 'validate 10,000 rows: RSS growth', validated.rssMb, 100, 'MB');
  atMost('import', 'import 10,000 rows', imported.ms, 5000, 'ms');
  atMost('import', 'import 10,000 rows: RSS growth', imported.rssMb, 100, 'MB');
  console.log('\nCSV import (goals: 10,000 rows validated ≤ 2,000 ms, imported ≤ 5,000 ms, RSS growth ≤ 100 MB)');
  console.log(
    `  validate 10,000 rows (9,000 new, 1,000 by ID; 22 columns): ${f(validated.ms)} ms, RSS +${validated.rssMb.toFixed(0)} MB`,
  );
  console.log(
    `  import   10,000 rows refused at its last row: ${f(refused.ms)} ms to roll back, ${refused.left} rows left`,
  );
  console.log(
    `  import   10,000 rows: ${f(imported.ms)} ms, RSS +${imported.rssMb.toFixed(0)} MB ${JSON.stringify(imported.value.json().data)}`,
  );
  if (!global.gc) console.log('  (no --expose-gc: the RSS baselines include garbage, so the growth reads low)');
}

/** Rows of the tables an import writes, to compare before and after a refused import. */
const IMPORT_TABLES = [
  'pads',
  'contacts',
  'pad_facilities',
  'pad_tags',
  'activity_logs',
  'pad_imports',
  'duplicate_pairs',
];

/**
 * The import's atomicity at full size (the API test proves it on a few hundred rows): the same 10,000 rows, with
 * the change-log entry of the file's last row refused by a trigger, so the failure comes after everything else
 * is written. Returns how long the refused import took and how many rows it left behind (must be 0).
 */
async function refusedAtLastRow(
  app: FastifyInstance,
  db: Db,
  headers: Record<string, string>,
  v: { columns: unknown; rows: unknown[] },
  lastRow: number,
): Promise<{ ms: number; left: number }> {
  const counts = async () =>
    (
      await db.execute<Record<string, number>>(
        sql.raw(`SELECT ${IMPORT_TABLES.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`),
      )
    ).rows[0]!;
  const before = await counts();
  await db.execute(
    sql.raw(`CREATE FUNCTION bench_refuse_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.details->>'row' = '${lastRow}' THEN RAISE EXCEPTION 'bench: refused at row ${lastRow}'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER bench_refuse_row BEFORE INSERT ON activity_logs FOR EACH ROW EXECUTE FUNCTION bench_refuse_row();`),
  );
  try {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/api/admin/pads/import', headers, payload: v });
    const ms = performance.now() - started;
    if (res.statusCode !== 500) throw new Error(`refused import: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const after = await counts();
    const left = IMPORT_TABLES.reduce((sum, t) => sum + Math.abs(Number(after[t]) - Number(before[t])), 0);
    return { ms, left };
  } finally {
    await db.execute(sql.raw('DROP TRIGGER bench_refuse_row ON activity_logs; DROP FUNCTION bench_refuse_row();'));
  }
}
