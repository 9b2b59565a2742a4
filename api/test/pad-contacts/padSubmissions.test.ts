// Pad Submissions by Pilot (GET /admin/pad-contacts/pads-report): its numbers against what the test's
// pilots submitted through the app, its Country / US State / name filters, every sortable column both ways
// and its default sort (moderated public pads, descending).
import {
  appCall,
  checkSorts,
  expectedOrder,
  fieldsOf,
  makePrivate,
  peopleOf,
  person,
  report,
  reportWorld,
  ROLE,
  signIn,
  submittedPads,
  type Person,
  type ReportWorld,
} from '../fixtures/reports.js';
import { staleReportCounters } from '../helpers.js';

let w: ReportWorld;

interface Plan {
  first_name: string;
  country: string;
  state?: string;
  role?: typeof ROLE.Pilot | typeof ROLE.Owner;
  moderated: number;
  notModerated: number;
  /** Pads of theirs made private afterwards. */
  private: number;
  /** Reviews they write; the first `comments` of them with a comment. */
  ratings: number;
  comments: number;
  archived?: boolean;
}

const PLANS: Plan[] = [
  { first_name: 'Ava', country: 'US', state: 'TX', moderated: 3, notModerated: 0, private: 1, ratings: 2, comments: 2 },
  { first_name: 'Ben', country: 'US', state: 'TX', moderated: 0, notModerated: 2, private: 0, ratings: 1, comments: 0 },
  {
    first_name: 'Cleo',
    country: 'US',
    state: 'CA',
    moderated: 1,
    notModerated: 1,
    private: 2,
    ratings: 0,
    comments: 0,
  },
  { first_name: 'Dan', country: 'GB', moderated: 2, notModerated: 3, private: 3, ratings: 4, comments: 1 },
  { first_name: 'Eve', country: 'US', state: 'CA', moderated: 0, notModerated: 0, private: 0, ratings: 1, comments: 1 },
  // Not in the report: an owner who submitted pads, an archived pilot.
  {
    first_name: 'Olga',
    country: 'US',
    state: 'TX',
    role: ROLE.Owner,
    moderated: 1,
    notModerated: 1,
    private: 0,
    ratings: 0,
    comments: 0,
  },
  {
    first_name: 'Zed',
    country: 'US',
    state: 'TX',
    moderated: 2,
    notModerated: 0,
    private: 0,
    ratings: 1,
    comments: 1,
    archived: true,
  },
];

type Made = Plan & { user: Person };
let made: Made[] = [];

beforeAll(async () => {
  w = await reportWorld();
  const target = await person(w, { first_name: 'Rita', last_name: 'Reviewed' });
  const [reviewedPad] = await submittedPads(w, (await signIn(w, target.email)).headers, 1);
  const flyers = PLANS.map((plan) => ({ ...plan, last_name: 'Flyer' }));
  made = await peopleOf(w, flyers, async (plan, user) => {
    const { headers } = await signIn(w, user.email);
    const publicPads = await submittedPads(w, headers, plan.moderated + plan.notModerated, {
      moderated: plan.moderated,
    });
    for (const padId of await submittedPads(w, headers, plan.private)) await makePrivate(w, user.id, padId);
    for (let i = 0; i < plan.ratings; i++)
      await appCall(w, `/app/pads/${publicPads[i] ?? reviewedPad}/reviews`, headers, {
        rating: 1 + (i % 5),
        comment: i < plan.comments ? `Review ${i} by ${plan.first_name}` : null,
      });
  });
}, 120_000);
afterAll(() => w.close());

interface Row {
  id: number;
  user_id: number;
  name: string;
  contact: { id: number; name: string; user_id: number };
  public_pads_moderated: number;
  public_pads_not_moderated: number;
  private_pads: number;
  ratings: number;
  reviews: number;
}

/** Who the report lists: live pilots with a submitted or private pad (Rita too: she submitted one). */
const listed = (m: Made) =>
  (m.role ?? ROLE.Pilot) === ROLE.Pilot && !m.archived && m.moderated + m.notModerated + m.private > 0;
const expectedRow = (m: Made) => ({
  id: m.user.id,
  name: `${m.first_name} Flyer`,
  contact: { id: m.user.id, name: `${m.first_name} Flyer`, user_id: m.user.id },
  public_pads_moderated: m.moderated,
  public_pads_not_moderated: m.notModerated,
  private_pads: m.private,
  ratings: m.ratings,
  reviews: m.comments,
});
const flyers = (rows: Row[]) => rows.filter((r) => r.name.endsWith(' Flyer'));

test('each pilot with pads, counted as they submitted, had them moderated and reviewed', async () => {
  const res = await report<Row>(w, '/pad-contacts/pads-report');
  const expected = made.filter(listed).map(expectedRow);
  expect(res.meta.total).toBe(expected.length + 1); // and Rita, with her one unmoderated pad
  expect(flyers(res.data)).toEqual(expect.arrayContaining(expected.map((e) => expect.objectContaining(e))));
  expect(flyers(res.data)).toHaveLength(expected.length);
});

test('Country, then US State (only with the US), then the name keyword narrow the pilots', async () => {
  const idsOf = async (query: string) =>
    (await report<Row>(w, `/pad-contacts/pads-report?${query}`)).data.map((r) => r.id).sort((a, b) => a - b);
  const expectedIds = (keep: (m: Made) => boolean) =>
    made
      .filter((m) => listed(m) && keep(m))
      .map((m) => m.user.id)
      .sort((a, b) => a - b);
  expect(await idsOf('country=US')).toEqual(expectedIds((m) => m.country === 'US'));
  expect(await idsOf('country=US&state=TX')).toEqual(expectedIds((m) => m.state === 'TX'));
  expect(await idsOf('country=US&state=CA')).toEqual(expectedIds((m) => m.state === 'CA'));
  expect(await idsOf('country=us&state=tx')).toEqual(expectedIds((m) => m.state === 'TX'));
  expect(await idsOf('country=US&state=NY')).toEqual([]);
  expect(await idsOf('country=GB')).toEqual(expectedIds((m) => m.country === 'GB'));
  expect(await idsOf('keyword=cleo')).toEqual(expectedIds((m) => m.first_name === 'Cleo'));
  expect(await idsOf('keyword=flyer&country=US&state=TX')).toEqual(expectedIds((m) => m.state === 'TX'));
  expect(expectedIds((m) => m.state === 'TX')).toHaveLength(2);
});

test('every sortable column, both ways; by moderated public pads, most first, by default', async () => {
  const rows = made.filter(listed).map(expectedRow);
  const byId = (r: { id: number }) => r.id;
  const answer = async (query: string) =>
    flyers((await report<Row>(w, `/pad-contacts/pads-report?${query}`)).data).map(byId);
  await checkSorts({
    rows,
    answer,
    id: byId,
    tie: byId,
    columns: fieldsOf<(typeof rows)[number]>(
      'name',
      'public_pads_moderated',
      'public_pads_not_moderated',
      'private_pads',
      'ratings',
      'reviews',
    ),
    byDefault: ['public_pads_moderated', 'desc'],
  });
  // A column without a direction sorts descending.
  const ratings = (r: (typeof rows)[number]) => r.ratings;
  expect(await answer('sort_column=ratings')).toEqual(expectedOrder(rows, ratings, 'desc', byId).map(byId));
});

test('the kept counters match a recount after the submissions, moderation, private pads and archiving', async () => {
  expect(await staleReportCounters(w.ctx.db)).toEqual([]);
});
