// `tsx bench/explain.ts 'type=moderated&keyword=manor'`: EXPLAIN ANALYZE of the pad list's statement for
// that query string, on the benchmark database (seed it first with `pnpm bench`).
// `EXPLAIN_LIST=revisions` (or reviews, users) explains GET /api/admin/revisions instead (array filters as `filters[status:includes][]=1`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createDb } from '../src/db/client.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { pageQuery, parseListRequest } from '../src/lists/index.js';
import { padList } from '../src/modules/pads/pads.list.js';
import { revisionList } from '../src/modules/revisions/revisions.list.js';
import { reviewList } from '../src/modules/reviews/reviews.list.js';
import { userList } from '../src/modules/users/users.list.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let url = process.env.BENCH_DATABASE_URL;
let stop = async () => {};
if (!url) {
  const server = await startEmbeddedPostgres(
    path.join(apiRoot, '.data/pg-bench'),
    Number(process.env.BENCH_PG_PORT ?? 5497),
  );
  url = server.url('pads_bench');
  stop = server.stop;
}
const db = createDb(url);
db.$client.on('error', () => {});
try {
  const lists = { pads: padList, revisions: revisionList, reviews: reviewList, users: userList };
  const list = lists[(process.env.EXPLAIN_LIST ?? 'pads') as keyof typeof lists] ?? padList;
  for (const q of process.argv.slice(2)) {
    const params: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(q)) {
      if (key.endsWith('[]')) params[key] = [...((params[key] as string[] | undefined) ?? []), value];
      else params[key] = value;
    }
    const query = pageQuery(list, parseListRequest(list, params));
    if (process.env.SHOW_SQL) console.log(new PgDialect().sqlToQuery(query).sql);
    const { rows } = await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, TIMING) ${query}`);
    console.log(`\n== ${q || '(no filter)'}`);
    for (const r of rows) console.log(r['QUERY PLAN']);
  }
} finally {
  await db.$client.end();
  await stop();
}
