// The speed guard (issue 25): on a scale that fits CI (20k pads, 40k users, 200k logs, 100k reviews, 30k revisions,
// seeded set-based), every statement a list, map, report or search-box request runs is explained, and a plan that would not hold
// at the bench volumes fails: a sequential scan of a big table, a sort of many rows to return one page, or an
// expensive plan to make; for a list's page also one scan node reading a large share of a big table (a map reads
// the points of its viewport, and a report aggregates what it reports, from indexes). Each request goes through the
// server (app.inject), and its statements are recorded where node-postgres sends them, so whatever a route runs
// is checked, not a copy of its SQL.
import { createRequire } from 'node:module';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { issueToken } from '../../src/plugins/auth.js';
import { computeAllPairs, keptPairs } from '../../src/domain/duplicatePairs.js';
import { seedScale } from '../../src/seed/scale.js';
import { createTestContext, type TestContext } from '../context.js';

/** The tables that grow with the directory: a page of one must never read or sort the whole of it. */
const BIG_TABLES = ['pads', 'users', 'activity_logs', 'reviews', 'revisions', 'contacts'];
/** A sort feeding one page may sort at most this many rows (2.5% of the pads at this scale). */
const MAX_SORTED_ROWS = 500;
/** One scan node of a big table may return at most this share of its rows. */
const MAX_SHARE_READ = 0.2;
/**
 * A search's scan may read at most this share of a big table: the candidates of a common 3-letter fragment's
 * trigrams (a word that one name in fifteen has, 6.7% of the pads) but never a whole index walked with a filter.
 */
const MAX_SEARCH_SHARE = 0.1;
/** /metrics' bearer token here. */
const METRICS_TOKEN = 'plan-guard';
/** A kept figure reads at most this many rows of a big table per loop (an index's first entry, a counter row). */
const MAX_KEPT_ROWS = 1;

/** Planning a request's statement (the fastest of three, caches warm) may take at most this long. */
const MAX_PLANNING_MS = 10;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Plan Rows': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

interface Recorded {
  text: string;
  values: unknown[];
  /** A named (prepared) statement's name. */
  name?: string;
}

// node-postgres' own conversion of a bound value to the text it sends.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: (value: unknown) => string | null;
};

/**
 * The statement with its values written in as literals: EXPLAIN cannot take bound parameters. An untyped literal
 * takes its type from where it stands, as a parameter does, so the plan is the one the server's statement gets.
 */
function withLiterals(client: pg.PoolClient, { text, values }: Recorded): string {
  return text.replace(/\$(\d+)(?!\d)/g, (_m, n: string) => {
    const value = prepareValue(values[Number(n) - 1]);
    return value === null ? 'NULL' : client.escapeLiteral(value);
  });
}

let recording: Recorded[] | null = null;
type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;
const clientQuery = pg.Client.prototype.query as unknown as QueryFn;

/** Every statement node-postgres sends while `recording` is on (pool queries and transactions alike). */
function recordQueries() {
  (pg.Client.prototype as unknown as { query: QueryFn }).query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (recording) {
      if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[]; name?: string };
        recording.push({
          text: config.text,
          values: config.values ?? (Array.isArray(second) ? second : []),
          name: config.name,
        });
      }
    }
    return clientQuery.apply(this, args);
  };
}

let ctx: TestContext;
let headers: Record<string, string>;
let tableRows: Map<string, number>;
const ids: Record<string, number> = {};
const searchTerms: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ metricsToken: METRICS_TOKEN });
  await seedScale(ctx.db, { pads: 20_000, users: 40_000, logs: 200_000 });
  await ctx.db.execute(sql`ANALYZE`);
  const [admin] = await ctx.db
    .insert(users)
    .values({ username: 'guard', email: 'guard@bench.test', password_hash: 'x', role: 1 })
    .returning({ id: users.id });
  headers = { authorization: `Bearer ${await issueToken(ctx.db, admin!.id, 'guard', '127.0.0.1')}` };
  const { rows } = await ctx.db.execute<{ relname: string; n: number }>(
    sql`SELECT relname, reltuples::bigint AS n FROM pg_class WHERE relname IN (${sql.join(
      BIG_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  tableRows = new Map(rows.map((r) => [r.relname, Number(r.n)]));
  const { rows: picks } = await ctx.db.execute<{
    pad: number;
    user_id: number;
    busy_pad: number;
    revision: number;
  }>(sql`SELECT
    (SELECT max(id) FROM pads) AS pad,
    (SELECT user_id FROM activity_logs GROUP BY user_id ORDER BY count(*) DESC LIMIT 1) AS user_id,
    (SELECT pad_id FROM revisions GROUP BY pad_id ORDER BY count(*) DESC LIMIT 1) AS busy_pad,
    (SELECT max(id) FROM revisions) AS revision`);
  const { rows: codes } = await ctx.db.execute<{ icao: string; hisc: string; email: string }>(sql`SELECT
    (SELECT icao FROM pads WHERE icao IS NOT NULL ORDER BY id LIMIT 1) AS icao,
    (SELECT lower(hisc) FROM pads WHERE hisc IS NOT NULL ORDER BY id DESC LIMIT 1) AS hisc,
    (SELECT email FROM users WHERE username LIKE 'scale-%' ORDER BY id DESC LIMIT 1) AS email`);
  Object.assign(searchTerms, codes[0]);
  Object.assign(ids, picks[0]);
  recordQueries();
}, 600_000);

afterAll(async () => {
  (pg.Client.prototype as unknown as { query: QueryFn }).query = clientQuery;
  await ctx?.close();
});

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
const year = `from=${day(-365)}&to=${day(0)}`;
const month = `from=${day(-30)}&to=${day(0)}`;

type Request = [string, () => string];

/** Every list page of the panel's screens, as the screens ask for it. */
const PAGES: Request[] = [
  ...['', 'unmoderated', 'moderated', 'invalid_phone', 'consumer_submitted', 'landing_not_possible', 'private'].map(
    (type): Request => [`pad list ${type || 'all'}`, () => `/api/admin/pads?type=${type}`],
  ),
  ['pad list archived', () => '/api/admin/pads?type=archived'],
  ['pad list page 50', () => '/api/admin/pads?page=50'],
  ['pad list keyword', () => '/api/admin/pads?keyword=manor'],
  ['pad list claimed', () => '/api/admin/pads?filters[is_claimed:equals]=1'],
  ['pad list by category', () => '/api/admin/pads?filters[category_id:equals]=3'],
  ...['name', 'country_code', 'created_at'].map((column): Request => [
    `pad list sorted by ${column}`,
    () => `/api/admin/pads?sort_column=${column}&sort_direction=ascend`,
  ]),
  ['user list', () => '/api/admin/users'],
  ['user list pilots', () => '/api/admin/users?filters[role:equals]=2'],
  ['user list premium', () => '/api/admin/users?filters[premium_state:equals]=premium'],
  ['user list free', () => '/api/admin/users?filters[premium_state:equals]=free'],
  ['user list keyword', () => '/api/admin/users?keyword=oak'],
  ['user list keyword, a common surname', () => '/api/admin/users?keyword=smith'],
  ...['username', 'email', 'created_at', 'last_action_at'].map((column): Request => [
    `user list sorted by ${column}`,
    () => `/api/admin/users?sort_column=${column}&sort_direction=ascend`,
  ]),
  ['admins', () => '/api/admin/users/get-admins'],
  ['user page', () => `/api/admin/users/${ids.user_id}`],
  ['user pads', () => `/api/admin/users/get-pads/${ids.user_id}?type=0`],
  ['user logs', () => `/api/admin/logs/user-logs/${ids.user_id}`],
  ['pad logs', () => `/api/admin/logs/pad-logs/${ids.pad}`],
  ['pad reviews', () => `/api/admin/pads/reviews/${ids.busy_pad}`],
  ['revisions all', () => '/api/admin/revisions'],
  ['revisions pending', () => '/api/admin/revisions?filters[status:includes][]=1'],
  ['revisions reported tab', () => '/api/admin/revisions?tab=reported&filters[status:includes][]=1'],
  ['revisions purgatory tab', () => '/api/admin/revisions?tab=purgatory&filters[status:includes][]=1'],
  ['revisions by pad', () => `/api/admin/revisions?filters[pad_id]=${ids.busy_pad}`],
  ['moderation queue health', () => '/api/admin/revisions/queue-health'],
  ['next pending update', () => '/api/admin/revisions/next-pending'],
  ['claims', () => '/api/admin/claims'],
  ['reviews', () => '/api/admin/reviews'],
  ['reviews hidden', () => '/api/admin/reviews?filters[is_review_approved]=false'],
  ['reviews by rating', () => '/api/admin/reviews?sort_column=rating&sort_direction=ascend'],
  ['reviews keyword', () => '/api/admin/reviews?keyword=lunch'],
  ['duplicates', () => '/api/admin/dupe-checker/index'],
  [
    'duplicates, all kinds',
    () => '/api/admin/dupe-checker/index?is_unmoderated_pads_included=1&is_lnp_pads_included=1',
  ],
  ['duplicates count', () => '/api/admin/dupe-checker/dupe-report-count'],
  ['system logs', () => '/api/admin/logs'],
  ['pad engagement all', () => '/api/admin/pads/pad-stats'],
  ['pad engagement by views', () => '/api/admin/pads/pad-stats?sort_column=views&sort_direction=descend'],
];

const MAPS: Request[] = [
  ['pad map zoom 5', () => '/api/admin/pads/index-pads-for-map?zoom=5'],
  ['pad map zoom 7', () => '/api/admin/pads/index-pads-for-map?zoom=7&bbox=-11,49,3,59'],
  ['pad map zoom 5 moderated', () => '/api/admin/pads/index-pads-for-map?zoom=5&type=moderated'],
  ['pad map zoom 5 by category', () => '/api/admin/pads/index-pads-for-map?zoom=5&filters[category_id:equals]=3'],
  ['user map zoom 5', () => '/api/admin/users/index-users-for-map?zoom=5'],
  ['user map zoom 5 pilots', () => '/api/admin/users/index-users-for-map?zoom=5&filters[role:equals]=2'],
  // A viewport that cuts through cells: kept cells inside, the edges' bands from the rows.
  ['user map zoom 5 Europe', () => '/api/admin/users/index-users-for-map?zoom=5&bbox=-25,34,30,62'],
  [
    'pad map zoom 8 moderated',
    () => '/api/admin/pads/index-pads-for-map?zoom=8&bbox=-3.1,50.2,1.9,53.3&type=moderated',
  ],
];

const REPORTS: Request[] = [
  ['pad submissions', () => '/api/admin/pad-contacts/pads-report'],
  ['pad submissions by name', () => '/api/admin/pad-contacts/pads-report?sort_column=name&sort_direction=ascend'],
  ['pad fav/rev a year', () => `/api/admin/pads/pad-stats-with-calendar?${year}`],
  ['pad fav/rev a month by name', () => `/api/admin/pads/pad-stats-with-calendar?${month}&sort_column=name`],
  ['pad fav/rev a month by reviews', () => `/api/admin/pads/pad-stats-with-calendar?${month}&sort_column=reviews`],
  [
    'pad fav/rev a year by id',
    () => `/api/admin/pads/pad-stats-with-calendar?${year}&sort_column=id&sort_direction=ascend`,
  ],
  [
    'pad fav/rev a month by reviews, ascending',
    () => `/api/admin/pads/pad-stats-with-calendar?${month}&sort_column=reviews&sort_direction=ascend`,
  ],
  ['drop-off', () => '/api/admin/users/undefined-users-report?type=0&device=ios'],
  ['pilot country', () => '/api/admin/get-country-report'],
  ['pad country', () => '/api/admin/pads/get-country-report'],
  ['in-app engagement', () => `/api/admin/get-moderation-report?${year}&is_not_included=1`],
  ['premium subscriptions', () => `/api/admin/get-premium-subs-report?${year}`],
  ['concurrent logins', () => `/api/admin/users/concurrent-logins-report?${month}`],
  ['surveys report', () => '/api/admin/surveys/pad-surveys-report'],
  ['pilot aircrafts', () => '/api/admin/users/pilot-aircrafts-report'],
  ['pilot aircrafts, keyword', () => '/api/admin/users/pilot-aircrafts-report?keyword=G-AB'],
  ['campaigns', () => '/api/admin/campaigns'],
];

/** The search box's calls (issue 36), one per area, for each kind of query the box sends. */
const search = (area: string, q: () => string) => () => `/api/admin/${area}/search?q=${encodeURIComponent(q())}`;
const SEARCHES: Request[] = [
  ['pads by name prefix', search('pads', () => 'Oak Ma')],
  ['pads by a 3-letter fragment', search('pads', () => 'ano')],
  ['pads by a fragment no name has', search('pads', () => 'zqx')],
  ['pads by id', search('pads', () => String(ids.pad))],
  ['pads by ICAO code', search('pads', () => searchTerms.icao!)],
  ['pads by HISC code', search('pads', () => searchTerms.hisc!)],
  ['pads nearest a point', search('pads', () => '52.127, 0.956')],
  ['pads nearest a point in degrees-minutes-seconds', search('pads', () => `51°28'40"N 0°00'05"W`)],
  ['users by e-mail', search('users', () => searchTerms.email!)],
  ['users by name prefix', search('users', () => 'oak ma')],
  ['users by username prefix', search('users', () => 'scale-12')],
  ['users by a 3-letter fragment', search('users', () => 'ano')],
  ['users by id', search('users', () => String(ids.user_id))],
  ['revisions by id', search('revisions', () => `#${ids.revision}`)],
];

/**
 * Whole-table sorts a report cannot avoid, each with its reason: they are measured by `pnpm bench` instead.
 */
const SORTS_ALLOWED: Record<string, string> = {
  'pad fav/rev a month by reviews':
    "a month's reviews per pad are a few at most: when the page ends at a count of 1, any pad with a review in all may be on it, so every pad in the range is counted and sorted",
  'pad fav/rev a month by reviews, ascending':
    'its counts depend on the range asked for, so no index can hold them in order; fewest first, every pad with favourites or reviews in the range may be on the first page: each is counted, then sorted',
};

interface Rules {
  /** A list's page: no scan node reads more than MAX_SHARE_READ of a big table. */
  page: boolean;
  /** A sort of more than MAX_SORTED_ROWS is allowed (a reason from SORTS_ALLOWED). */
  wholeSort: boolean;
  /** Kept figures (/metrics): a big table is read at most MAX_KEPT_ROWS rows a loop, never counted or scanned. */
  kept?: boolean;
  /**
   * A map: a scan node reading more than MAX_SHARE_READ of a big table reads its index alone (an Index Only Scan
   * of the covering map index), never the table's rows; a join on the table's other columns would prevent it.
   */
  indexOnly?: boolean;
  /**
   * A search: no scan node of a big table reads (returns, or reads and filters out) more than this share of its
   * rows. A LIMIT on a filtered scan returns a handful of rows however many it read: an index walked whole with a
   * LIKE filter returns ten rows, which the page rule cannot see.
   */
  maxShareScanned?: number;
}

/** What is wrong with one plan: each fault as a line naming the node. */
function faultsOf(root: PlanNode, rules: Rules): string[] {
  const faults: string[] = [];
  const visit = (node: PlanNode, parent?: PlanNode) => {
    const table = node['Relation Name'];
    const rows = node['Actual Rows'] * node['Actual Loops'];
    if (table && BIG_TABLES.includes(table)) {
      // A scan that stops at a LIMIT reads (limit / share of rows matching) rows, whatever the table's size: a
      // capped keyword count of a keyword matching most rows (keywordTotal.ts). It may read at most MAX_SHARE_READ.
      // Rows read, the ones a filter or an index recheck threw away included.
      const scanned =
        rows +
        (node['Rows Removed by Filter'] ?? 0) * node['Actual Loops'] +
        (node['Rows Removed by Index Recheck'] ?? 0);
      const bounded = parent?.['Node Type'] === 'Limit' && scanned <= (tableRows.get(table) ?? 0) * MAX_SHARE_READ;
      if (node['Node Type'] === 'Seq Scan' && !bounded)
        faults.push(`sequential scan of ${table} (${rows} rows, ${scanned} read)`);
      const size = tableRows.get(table) ?? 0;
      if (rules.page && size > 0 && rows > size * MAX_SHARE_READ)
        faults.push(`${node['Node Type']} of ${table} reads ${rows} of its ${size} rows`);
      if (rules.maxShareScanned && size > 0 && scanned > size * rules.maxShareScanned)
        faults.push(`${node['Node Type']} of ${table} scans ${scanned} of its ${size} rows`);
      if (rules.kept && node['Actual Rows'] > MAX_KEPT_ROWS)
        faults.push(
          `${node['Node Type']} of ${table} reads ${node['Actual Rows']} rows a loop: a scan, not a kept figure`,
        );
      if (rules.indexOnly && size > 0 && rows > size * MAX_SHARE_READ && node['Node Type'] !== 'Index Only Scan')
        faults.push(
          `${node['Node Type']} of ${table} reads ${rows} of its ${size} rows from the table, not an index alone`,
        );
    }
    if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') {
      const input = node.Plans?.[0];
      const sorted = input ? input['Actual Rows'] * input['Actual Loops'] : 0;
      if (sorted > MAX_SORTED_ROWS && !rules.wholeSort) faults.push(`sort of ${sorted} rows`);
    }
    for (const child of node.Plans ?? []) visit(child, node);
  };
  visit(root);
  return faults;
}

/** The faults of every statement the request runs (SELECTs; the session's SET LOCALs are replayed first). */
async function faultsOfRequest(url: string, rules: Rules, as = headers): Promise<string[]> {
  recording = [];
  const res = await ctx.app.inject({ method: 'GET', url, headers: as });
  const statements = recording;
  recording = null;
  expect([url, res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([url, 200, '']);
  const settings = statements.filter((s) => /^\s*SET LOCAL/i.test(s.text));
  const selects = statements.filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text) && !/FOR UPDATE/i.test(s.text));
  const faults: string[] = [];
  const client = await ctx.db.$client.connect();
  try {
    for (const statement of selects) {
      await client.query('BEGIN');
      for (const s of settings) await client.query(s.text);
      const explain = async (options: string) => {
        const { rows } = await client.query<{ 'QUERY PLAN': [Record<string, unknown>] }>(
          `EXPLAIN (${options}, FORMAT JSON) ${withLiterals(client, statement)}`,
        );
        return rows[0]!['QUERY PLAN'][0]!;
      };
      const analysed = await explain('ANALYZE, SUMMARY');
      const planning = Math.min(
        ...(await Promise.all([1, 2, 3].map(() => explain('SUMMARY')))).map((p) => Number(p['Planning Time'])),
      );
      const found = faultsOf(analysed.Plan as PlanNode, rules);
      // The plans above are made for the statement's values; a named statement may later run on a generic plan,
      // which for a LIKE pattern is blind to how many rows it matches (db/statements.ts, plannedPerValue).
      if (statement.name && statement.values.some((v) => typeof v === 'string' && /^%.*%$/s.test(v)))
        found.push(`a keyword pattern in the named statement ${statement.name}: it may settle on a generic plan`);
      if (planning > MAX_PLANNING_MS) found.push(`planning takes ${planning.toFixed(1)} ms`);
      if (found.length) {
        // The plan goes with the faults, so a CI failure can be read without a database at hand.
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${withLiterals(client, statement)}`,
        );
        faults.push(
          `${found.join('; ')} in:\n${statement.text.replace(/\s+/g, ' ').slice(0, 300)}…\n` +
            rows.map((r) => r['QUERY PLAN']).join('\n'),
        );
      }
      await client.query('ROLLBACK');
    }
  } catch (e) {
    await client.query('ROLLBACK');
    throw e;
  } finally {
    client.release();
  }
  return faults;
}

test("the scale seed's duplicate pairs are what a rebuild from its pads finds, copied pad state included", async () => {
  const kept = await keptPairs(ctx.db);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.some((p) => p.a_owned || p.b_owned)).toBe(true);
  expect(kept).toEqual(await computeAllPairs(ctx.db));
});

test.each(PAGES)('page: %s reads and sorts no big table', async (_label, url) => {
  expect(await faultsOfRequest(url(), { page: true, wholeSort: false })).toEqual([]);
});

test.each(MAPS)('map: %s reads its viewport from an index', async (_label, url) => {
  expect(await faultsOfRequest(url(), { page: false, wholeSort: false, indexOnly: true })).toEqual([]);
});

test.each(REPORTS)('report: %s scans no big table', async (label, url) => {
  expect(await faultsOfRequest(url(), { page: false, wholeSort: label in SORTS_ALLOWED })).toEqual([]);
});

/** First pages of the lists without a keyword: their named statements must not be planned on every call. */
const KEPT_PLANS: Request[] = [
  ['pad list', () => '/api/admin/pads?page=1'],
  ['pad list moderated', () => '/api/admin/pads?type=moderated'],
  ['user list', () => '/api/admin/users?page=1'],
  ['revisions pending', () => '/api/admin/revisions?filters[status:includes][]=1'],
  ['reviews', () => '/api/admin/reviews'],
];

test.each(KEPT_PLANS)('page: %s runs on a kept plan after five runs on a connection', async (_label, url) => {
  // A named statement with parameters is planned for its values five times; then PostgreSQL keeps its generic plan
  // unless that costs more than the custom ones. A LIMIT bound as a parameter made the pad list's generic plan
  // assume a tenth of the pads were wanted, so it was planned again on every call (issue 38): the engine writes
  // LIMIT and OFFSET as literals.
  recording = [];
  expect((await ctx.app.inject({ method: 'GET', url: url(), headers })).statusCode).toBe(200);
  const named = recording.filter((s) => s.name && s.name !== 'auth_token_lookup');
  recording = null;
  expect(named.length).toBeGreaterThan(0);
  const client = await ctx.db.$client.connect();
  try {
    for (const statement of named) {
      for (let i = 0; i < 8; i++)
        await client.query({ name: statement.name, text: statement.text, values: statement.values });
      const { rows } = await client.query<{ generic: string }>(
        'SELECT generic_plans AS generic FROM pg_prepared_statements WHERE name = $1',
        [statement.name],
      );
      // The statement's text goes with a failure, to tell which one is planned every time.
      const statementText = statement.text.slice(0, 120);
      expect({ statementText, kept: Number(rows[0]!.generic) >= 3 }).toEqual({ statementText, kept: true });
    }
  } finally {
    client.release();
  }
});

test.each(SEARCHES)('search: %s reads a few rows from indexes', async (_label, url) => {
  expect(await faultsOfRequest(url(), { page: true, wholeSort: false, maxShareScanned: MAX_SEARCH_SHARE })).toEqual([]);
});

test('/metrics: the moderation queue’s figures are kept counts and index entries, not scans', async () => {
  const metrics = { authorization: `Bearer ${METRICS_TOKEN}` };
  const text = (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: metrics })).body;
  for (const name of ['moderation_pending', 'moderation_oldest_pending_seconds', 'moderation_decisions_total'])
    expect(text).toContain(`${name}{`);
  expect(await faultsOfRequest('/metrics', { page: true, wholeSort: false, kept: true }, metrics)).toEqual([]);
});
