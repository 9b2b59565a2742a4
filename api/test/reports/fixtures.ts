// The per-report tests' world (issue 17): a fresh database with the reference rows (countries, US states,
// categories), an admin, and what each test needs made through the calls the panel and the apps make.
// Pilots and owners are made with the test helper (no API registers them), then placed (country, state)
// and made premium or freemium through the admin's user edit; their tokens come from the app's sign-in;
// pads, revisions, reviews, views and surveys come from the app calls.
// What no client call of this API makes (subscriptions, favourites, aircraft, private pads, old-app surveys,
// join dates, the internal flag) is written as rows, as the seed does; each test file says which.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { users } from '../../src/db/schema.js';
import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, TEST_PASSWORD, userWithToken } from '../helpers.js';
import { submitPad } from '../revisions/fixtures.js';

export { ROLE };
export const DAY = 86_400_000;
export type Headers = Record<string, string>;
export type Direction = 'asc' | 'desc';
export const DIRECTIONS: Direction[] = ['asc', 'desc'];

export interface ReportWorld {
  ctx: TestContext;
  /** The admin's headers. */
  admin: Headers;
  close: () => Promise<void>;
}

export async function reportWorld(): Promise<ReportWorld> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pads-report-tests-'));
  // A test makes more app calls in a minute than one person would: the per-user limits are not under test here.
  const many = { max: 10_000, timeWindow: '1 minute' };
  const ctx = await createTestContext({
    uploadsDir: dir,
    mailDir: dir,
    smtpUrl: undefined,
    appRateLimit: many,
    loginRateLimit: many,
  });
  await seedReference(ctx.db);
  const { headers } = await userWithToken(ctx.db, { role: ROLE.Admin });
  return {
    ctx,
    admin: headers,
    close: async () => {
      await ctx.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** GET an admin path (`/get-country-report?…`), as the admin unless other headers are given. */
export const adminGet = (w: ReportWorld, url: string, headers: Headers = w.admin) =>
  w.ctx.app.inject({ method: 'GET', url: `/api/admin${url}`, headers });

export interface ReportBody<T> {
  data: T[];
  meta: { total: number; per_page: number };
  columns: { key?: string; column?: string }[];
}

/** A report's answer; anything but a 200 fails with the answer's body. */
export async function report<T = Record<string, unknown>>(w: ReportWorld, url: string): Promise<ReportBody<T>> {
  const res = await adminGet(w, url);
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as ReportBody<T>;
}

/** The per-field messages of a refused report call; anything but a 422 fails with the answer's body. */
export async function refusal(w: ReportWorld, url: string): Promise<Record<string, string[]>> {
  const res = await adminGet(w, url);
  if (res.statusCode !== 422) throw new Error(`GET ${url}: expected 422, got ${res.statusCode} ${res.body}`);
  return (res.json() as { errors: Record<string, string[]> }).errors;
}

/** DD-MM-YYYY (UTC) of the day `days` from today (negative: in the past), as the report pickers send it. */
export function day(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

export type PremiumState = 'premium' | 'freemium' | 'free';

export interface PersonSpec {
  role?: typeof ROLE.Pilot | typeof ROLE.Owner;
  first_name?: string;
  last_name?: string;
  country?: string;
  /** A US state (the edit keeps a state for US users only). */
  state?: string;
  premium?: PremiumState;
  /** Other columns no call sets (the join date, the registration step, the internal flag). */
  values?: Partial<typeof users.$inferInsert>;
}

export type Person = Awaited<ReturnType<typeof createUser>>;

/** A pilot (or owner), placed and made premium through the admin's Info edit when the spec asks for it. */
export async function person(w: ReportWorld, spec: PersonSpec = {}): Promise<Person> {
  const user = await createUser(w.ctx.db, {
    role: spec.role ?? ROLE.Pilot,
    ...(spec.first_name ? { first_name: spec.first_name } : {}),
    ...(spec.last_name ? { last_name: spec.last_name } : {}),
    ...spec.values,
  });
  if (!spec.country && !spec.premium) return user;
  const premium = spec.premium ?? 'free';
  const renewal = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 16).replace('T', ' ');
  const res = await w.ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${user.id}`,
    headers: w.admin,
    payload: {
      tab: 'info',
      first_name: user.first_name,
      last_name: user.last_name,
      username: user.username,
      email: user.email,
      role: user.role,
      country_code: spec.country ?? '',
      state_code: spec.state ?? '',
      premium_state: premium,
      renewal_date: premium === 'free' ? '' : renewal,
      version: user.version,
    },
  });
  if (res.statusCode !== 200) throw new Error(`edit user ${user.id}: ${res.statusCode} ${res.body}`);
  return user;
}

/** A pilot's or owner's app session (POST /api/app/auth/login): its headers and the token. */
export async function signIn(w: ReportWorld, email: string): Promise<{ headers: Headers; token: string }> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: '/api/app/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`app sign-in ${email}: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** An app call (POST under /api) that must succeed; its `data`. */
export async function appCall<T = Record<string, unknown>>(
  w: ReportWorld,
  url: string,
  headers: Headers,
  payload: object = {},
): Promise<T> {
  const res = await w.ctx.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: T }).data;
}

/**
 * Pads a pilot submits through the app (`POST /api/app/pads`), the first `moderated` of them then
 * accepted by the admin (their Addition revision), which makes them moderated. Their ids, in order.
 */
export async function submittedPads(
  w: ReportWorld,
  headers: Headers,
  count: number,
  { moderated = 0, ...overrides }: { moderated?: number } & Record<string, unknown> = {},
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { padId, revisionId } = await submitPad(w.ctx, headers, overrides);
    if (i < moderated) {
      const res = await adminGet(w, `/revisions/accept/${revisionId}`);
      if (res.statusCode !== 200) throw new Error(`accept ${revisionId}: ${res.statusCode} ${res.body}`);
    }
    ids.push(padId);
  }
  return ids;
}

type Key = number | string;

/**
 * The order a report gives its rows: by `key` in `dir`, ties by `tie` ascending (the runner breaks ties by
 * the row's first column) or, with `tieFollows`, in `dir` too (the list engine breaks ties by id that way).
 * Keys are numbers or plain ASCII names, which every collation orders alike.
 */
export function expectedOrder<T>(
  items: T[],
  key: (item: T) => Key,
  dir: Direction,
  tie: (item: T) => Key,
  tieFollows = false,
): T[] {
  const cmp = (a: Key, b: Key) => (a < b ? -1 : a > b ? 1 : 0);
  const sign = dir === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => sign * cmp(key(a), key(b)) || (tieFollows ? sign : 1) * cmp(tie(a), tie(b)));
}

export interface SortCheck<T> {
  /** The rows the report should answer, computed in the test from what it made. */
  rows: T[];
  /** Each sortable column, with how to read its value from an expected row. */
  columns: Record<string, (row: T) => Key>;
  /** What names a row in `answer` (its id, its country code…). */
  id: (row: T) => Key | null;
  tie: (row: T) => Key;
  tieFollows?: boolean;
  /** The names of the rows the report answers to a query (`sort_column=…&sort_direction=…`), in order. */
  answer: (query: string) => Promise<(Key | null)[]>;
  /** How the directions are written (the list engine's ascend/descend). */
  words?: Record<Direction, string>;
  /** The default sort: the column and direction used when the query names none. */
  byDefault?: [string, Direction];
}

/** Sorts by every sortable column both ways (and by none, for the default) and compares the orders. */
export async function checkSorts<T>(c: SortCheck<T>): Promise<void> {
  const order = (column: string, dir: Direction) =>
    expectedOrder(c.rows, c.columns[column]!, dir, c.tie, c.tieFollows).map(c.id);
  for (const column of Object.keys(c.columns))
    for (const dir of DIRECTIONS) {
      const ids = await c.answer(`sort_column=${column}&sort_direction=${c.words?.[dir] ?? dir}`);
      expect({ column, dir, ids }).toEqual({ column, dir, ids: order(column, dir) });
    }
  if (c.byDefault) {
    const [column, dir] = c.byDefault;
    expect({ byDefault: column, ids: await c.answer('') }).toEqual({ byDefault: column, ids: order(column, dir) });
  }
}

/** Country names by code, as the panel's country picker reads them (GET /api/regions/countries). */
export async function countryNames(w: ReportWorld): Promise<Map<string, string>> {
  const res = await w.ctx.app.inject({ method: 'GET', url: '/api/regions/countries', headers: w.admin });
  return new Map((res.json() as { data: { code: string; name: string }[] }).data.map((c) => [c.code, c.name]));
}

/** Archives a user through the user page's toggle (with its reason). */
export async function archive(w: ReportWorld, userId: number): Promise<void> {
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/users/toggle-user-deletion/${userId}`,
    headers: w.admin,
    payload: { note: 'Left the app' },
  });
  if (res.statusCode !== 200) throw new Error(`archive ${userId}: ${res.statusCode} ${res.body}`);
}

/** Makes a submitted pad the pilot's private pad: the pilot app keeps those, no call of this API makes one. */
export async function makePrivate(w: ReportWorld, userId: number, padId: number): Promise<void> {
  await w.ctx.db.$client.query('UPDATE pads SET user_id = $1 WHERE id = $2', [userId, padId]);
}

/** Archives a pad through the pad view's toggle (with its note and the version it was read at). */
export async function archivePad(w: ReportWorld, padId: number): Promise<void> {
  const { version } = (await adminGet(w, `/pads/${padId}`)).json().data as { version: number };
  const res = await w.ctx.app.inject({
    method: 'POST',
    url: `/api/admin/pads/toggle-pad-deletion/${padId}`,
    headers: w.admin,
    payload: { note: 'Closed for good', version },
  });
  if (res.statusCode !== 200) throw new Error(`archive pad ${padId}: ${res.statusCode} ${res.body}`);
}

/** Sortable columns read from the expected rows' fields of the same names. */
export const fieldsOf = <T>(...keys: (keyof T & string)[]): Record<string, (row: T) => Key> =>
  Object.fromEntries(keys.map((k) => [k, (row: T) => row[k] as Key]));

/**
 * Rows counted in the test: the items grouped by `keyOf`, each group's row made by `blank` from its first
 * item and filled by `add` with every item; in key order (a missing key last, as 'null').
 */
export function countedRows<T, R>(
  items: T[],
  keyOf: (item: T) => string | null,
  blank: (item: T) => R,
  add: (row: R, item: T) => void,
): R[] {
  const rows = new Map<string | null, R>();
  for (const item of items) {
    const row = rows.get(keyOf(item)) ?? blank(item);
    add(row, item);
    rows.set(keyOf(item), row);
  }
  return [...rows].sort(([a], [b]) => String(a).localeCompare(String(b))).map(([, row]) => row);
}

export interface PersonPlan {
  first_name: string;
  last_name?: string;
  country?: string;
  state?: string;
  role?: typeof ROLE.Pilot | typeof ROLE.Owner;
  archived?: boolean;
}

/** A person per plan (name, place, role) who does `act`, then is archived when the plan says so. */
export async function peopleOf<P extends PersonPlan>(
  w: ReportWorld,
  plans: P[],
  act: (plan: P, user: Person) => Promise<void>,
): Promise<(P & { user: Person })[]> {
  const made: (P & { user: Person })[] = [];
  for (const plan of plans) {
    const { first_name, last_name, country, state, role } = plan;
    const user = await person(w, { first_name, last_name, country, state, role });
    await act(plan, user);
    if (plan.archived) await archive(w, user.id);
    made.push({ ...plan, user });
  }
  return made;
}
