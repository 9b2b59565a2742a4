// Concurrent Pilot Logins (GET /admin/users/concurrent-logins-report): each pilot's live app sessions,
// counted from the sign-ins and sign-outs the test made; the keyword, country, US state and date range
// filters, the rule that the range starts at most 3 months (92 days) back, and the sorts (active tokens,
// most first, by default).
import {
  checkSorts,
  day,
  expectedOrder,
  fieldsOf,
  peopleOf,
  refusal,
  report,
  reportWorld,
  ROLE,
  signIn,
  type Person,
  type ReportWorld,
} from '../../fixtures/reports.js';

let w: ReportWorld;

interface Plan {
  first_name: string;
  last_name: string;
  country?: string;
  state?: string;
  role?: typeof ROLE.Owner;
  signIns: number;
  signOuts: number;
  archived?: boolean;
}
const PLANS: Plan[] = [
  { first_name: 'Amelia', last_name: 'Earhart', country: 'US', state: 'TX', signIns: 3, signOuts: 0 },
  { first_name: 'Bessie', last_name: 'Coleman', country: 'US', state: 'CA', signIns: 3, signOuts: 1 },
  { first_name: 'Charles', last_name: 'Lindbergh', country: 'GB', signIns: 1, signOuts: 0 },
  // Not listed: every session ended, never signed in, an owner, an archived pilot.
  { first_name: 'Dora', last_name: 'Wings', country: 'US', state: 'TX', signIns: 2, signOuts: 2 },
  { first_name: 'Ed', last_name: 'Grounded', country: 'US', state: 'TX', signIns: 0, signOuts: 0 },
  { first_name: 'Olive', last_name: 'Owner', country: 'US', state: 'TX', role: ROLE.Owner, signIns: 2, signOuts: 0 },
  { first_name: 'Zara', last_name: 'Gone', country: 'GB', signIns: 2, signOuts: 0, archived: true },
];
let made: (Plan & { user: Person })[] = [];

beforeAll(async () => {
  w = await reportWorld();
  made = await peopleOf(w, PLANS, async (plan, user) => {
    const sessions = [];
    for (let i = 0; i < plan.signIns; i++) sessions.push(await signIn(w, user.email));
    for (const { headers } of sessions.slice(0, plan.signOuts)) {
      const res = await w.ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(204);
    }
  });
}, 60_000);
afterAll(() => w.close());

interface Row {
  id: number;
  full_name: string;
  email: string;
  username: string;
  active_tokens: number;
}

/** The rows of the pilots kept, with their live sessions counted here. */
const expected = (keep: (m: (typeof made)[number]) => boolean): Row[] =>
  made
    .filter((m) => !m.role && !m.archived && m.signIns > m.signOuts && keep(m))
    .map((m) => ({
      id: m.user.id,
      full_name: `${m.first_name} ${m.last_name}`,
      email: m.user.email,
      username: m.user.username,
      active_tokens: m.signIns - m.signOuts,
    }))
    .sort((a, b) => a.id - b.id);
const rows = async (query: string) =>
  (await report<Row>(w, `/users/concurrent-logins-report?${query}`)).data.sort((a, b) => a.id - b.id);

test("each pilot's live sessions: sign-ins less sign-outs; owners and archived pilots left out", async () => {
  const all = expected(() => true);
  expect(all.map((r) => r.active_tokens)).toEqual([3, 2, 1]);
  expect(await rows('')).toEqual(all);
});

test('keyword (name, username or e-mail), country and US state', async () => {
  const charles = made.find((m) => m.first_name === 'Charles')!.user;
  expect(await rows('keyword=earhart')).toEqual(expected((m) => m.last_name === 'Earhart'));
  expect(await rows('keyword=COLEMAN')).toEqual(expected((m) => m.last_name === 'Coleman'));
  expect(await rows(`keyword=${encodeURIComponent(charles.email)}`)).toEqual(expected((m) => m.user.id === charles.id));
  expect(await rows(`keyword=${charles.username}`)).toEqual(expected((m) => m.user.id === charles.id));
  expect(await rows('keyword=dora')).toEqual([]);
  expect(await rows('country=US')).toEqual(expected((m) => m.country === 'US'));
  expect(await rows('country=US&state=TX')).toEqual(expected((m) => m.state === 'TX'));
  expect(await rows('state=CA')).toEqual(expected((m) => m.state === 'CA'));
  expect(await rows('country=gb')).toEqual(expected((m) => m.country === 'GB'));
  expect(await rows('country=IE')).toEqual([]);
  expect(await rows('keyword=a&country=US&state=TX')).toEqual(expected((m) => m.state === 'TX'));
});

test('the date range: sessions used in it, both days included', async () => {
  expect(await rows(`from=${day(0)}&to=${day(0)}`)).toEqual(expected(() => true));
  expect(await rows(`from=${day(-92)}&to=${day(0)}&country=US`)).toEqual(expected((m) => m.country === 'US'));
  expect(await rows(`from=${day(-30)}&to=${day(-1)}`)).toEqual([]);
  expect(await rows(`from=${day(-92)}&to=${day(-60)}`)).toEqual([]);
});

test('the range starts at most 3 months (92 days) back', async () => {
  const old = `The start date may be at most 92 days ago.`;
  expect(await refusal(w, `/users/concurrent-logins-report?from=${day(-93)}&to=${day(0)}`)).toEqual({ from: [old] });
  expect(await refusal(w, `/users/concurrent-logins-report?from=${day(-200)}&to=${day(-150)}`)).toEqual({
    from: [old],
  });
});

test('every sortable column, both ways; by active tokens, most first, by default', async () => {
  const all = expected(() => true);
  const byId = (r: Row) => r.id;
  const answer = async (query: string) =>
    (await report<Row>(w, `/users/concurrent-logins-report?${query}`)).data.map(byId);
  await checkSorts({
    rows: all,
    answer,
    id: byId,
    tie: byId,
    columns: fieldsOf<Row>('full_name', 'email', 'username', 'active_tokens'),
    byDefault: ['active_tokens', 'desc'],
  });
  // The list engine's words for the directions are taken too.
  const tokens = (r: Row) => r.active_tokens;
  expect(await answer('sort_column=active_tokens&sort_direction=ascend')).toEqual(
    expectedOrder(all, tokens, 'asc', byId).map(byId),
  );
});
