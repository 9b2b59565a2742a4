// A working day's writes, made through the API as the panel makes them, before the lists are measured: the lists
// must hold their goals on a table that has lived a day (dead rows, a visibility map that is no longer all-visible,
// statistics from before the writes), not only on a freshly vacuumed one. The day: the 10,000-row CSV import and
// its undo (measured: the import goals), duplicate merges, pads moderated and unmoderated, revisions cancelled,
// reviews hidden and shown again. Most of it puts itself back, so reruns measure comparable data.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { mergePayloadFrom } from '../test/fixtures/revisions.js';
import { importBench } from './padImport.js';
import { loadLine, table } from './timing.js';

const MERGES = 20;
const MODERATED = 300;
const CANCELLED = 200;
const REVIEWS = 300;

export async function workingDay(app: FastifyInstance, db: Db, headers: Record<string, string>) {
  const t0 = performance.now();
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
  await importBench(app, db, headers);

  // Duplicate merges from the list's first page, the original's values kept. The scale seed's codes and
  // addresses are not all valid for the merge form, so the merge takes what the form would accept.
  const pairs = (await call('GET', '/api/admin/dupe-checker/index?is_unmoderated_pads_included=1')).data as Array<{
    original_id: number;
    dupe_id: number;
  }>;
  const touched = new Set<number>();
  let merges = 0;
  for (const { original_id: a, dupe_id: b } of pairs) {
    if (merges === MERGES) break;
    if (touched.has(a) || touched.has(b)) continue;
    touched.add(a).add(b);
    const { original, duplicate } = (await call('GET', `/api/admin/dupe-checker/show/${a}/${b}`)).data;
    const contacts = [...original.contacts, ...duplicate.contacts].filter(
      (c: { contact_type_id: number }) => c.contact_type_id === 1,
    );
    if (!contacts.length) continue;
    const payload = mergePayloadFrom(original, {
      'location#name': original.location.name || original.name,
      icao: /^[A-Z]{4}$/.test(original.icao ?? '') ? original.icao : '',
      hisc: '',
      contacts: contacts.slice(0, 1),
    });
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/dupe-checker/merge-pads/${a}/${b}`,
      headers,
      payload,
    });
    if (res.statusCode === 200) merges++;
    else if (res.statusCode !== 422) throw new Error(`merge ${a}/${b}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }

  // Moderation: unmoderated pads moderated, then unmoderated again.
  const { rows: unmoderated } = await db.execute<{ id: number }>(
    sql`SELECT id FROM pads WHERE status_id = 1 AND deleted_at IS NULL AND user_id IS NULL ORDER BY id DESC LIMIT ${MODERATED}`,
  );
  for (const { id } of unmoderated) await call('PATCH', `/api/admin/pads/toggle-moderation/${id}`);
  for (const { id } of unmoderated) await call('PATCH', `/api/admin/pads/toggle-moderation/${id}`);

  // Pending revisions cancelled (the moderation queue worked through).
  const { rows: pending } = await db.execute<{ id: number }>(
    sql`SELECT id FROM revisions WHERE status = 1 AND type = 4 ORDER BY id LIMIT ${CANCELLED}`,
  );
  for (const { id } of pending) await call('GET', `/api/admin/revisions/cancel/${id}`);

  // Reviews hidden, then shown again (a reported review is locked until its report is resolved: not those).
  const { rows: shown } = await db.execute<{ id: number }>(
    sql`SELECT id FROM reviews WHERE is_approved AND NOT is_reported ORDER BY id DESC LIMIT ${REVIEWS}`,
  );
  for (const approved of [false, true])
    for (const { id } of shown)
      await call('PUT', `/api/admin/reviews/toggle-review-mode/${id}`, { is_review_approved: approved });

  const { rows: dead } = await db.execute<
    Record<string, unknown>
  >(sql`SELECT relname AS table, n_live_tup::text AS live,
      n_dead_tup::text AS dead, coalesce(to_char(greatest(last_autovacuum, last_vacuum), 'HH24:MI:SS'), 'never') AS vacuumed,
      coalesce(to_char(greatest(last_autoanalyze, last_analyze), 'HH24:MI:SS'), 'never') AS analyzed
    FROM pg_stat_user_tables WHERE relname IN ('pads', 'contacts', 'reviews', 'revisions', 'activity_logs', 'users',
      'duplicate_pairs', 'pad_counts') ORDER BY relname`);
  console.log(
    `\nWorking day (${((performance.now() - t0) / 1000).toFixed(1)} s): the import and its undo, ${merges} duplicate merges, ` +
      `${unmoderated.length} pads moderated and unmoderated, ${pending.length} revisions cancelled, ` +
      `${shown.length} reviews hidden and shown; ${loadLine()}`,
  );
  table(
    ['table', 'live', 'dead', 'vacuumed', 'analyzed'],
    dead.map((r) => [String(r.table), String(r.live), String(r.dead), String(r.vacuumed), String(r.analyzed)]),
  );
}
