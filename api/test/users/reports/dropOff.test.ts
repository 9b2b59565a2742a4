// Onboarding Drop Off (GET /admin/users/undefined-users-report): users by the registration step they
// stopped at, for owners (type 1) or pilots of a device (type 0 + ios/android), old or new app version,
// joined in the date range; counted from the users the test made, and its sorts. No call of this API
// registers users (the apps do), so the step, device, version and join date are given to the user helper.
import {
  archive,
  checkSorts,
  DAY,
  day,
  fieldsOf,
  person,
  report,
  reportWorld,
  ROLE,
  type ReportWorld,
} from '../../fixtures/reports.js';

let w: ReportWorld;

interface Registered {
  owner?: boolean;
  device: 'ios' | 'android' | null;
  step: number;
  version: 1 | 2;
  daysAgo: number;
  archived?: boolean;
}
const USERS: Registered[] = [
  { owner: true, device: null, step: 1, version: 2, daysAgo: 0 },
  { owner: true, device: null, step: 1, version: 1, daysAgo: 3 },
  { owner: true, device: null, step: 2, version: 2, daysAgo: 30 },
  { owner: true, device: null, step: 3, version: 2, daysAgo: 0 },
  { owner: true, device: null, step: 3, version: 1, daysAgo: 3 },
  { owner: true, device: null, step: 3, version: 2, daysAgo: 3 },
  { owner: true, device: null, step: 3, version: 2, daysAgo: 3, archived: true },
  { device: 'ios', step: 1, version: 2, daysAgo: 0 },
  { device: 'ios', step: 2, version: 2, daysAgo: 10 },
  { device: 'ios', step: 2, version: 1, daysAgo: 0 },
  { device: 'ios', step: 4, version: 2, daysAgo: 10 },
  { device: 'android', step: 1, version: 2, daysAgo: 0 },
  { device: 'android', step: 1, version: 1, daysAgo: 1 },
  { device: 'android', step: 1, version: 2, daysAgo: 2 },
  { device: 'android', step: 2, version: 1, daysAgo: 0 },
];

beforeAll(async () => {
  w = await reportWorld();
  for (const u of USERS) {
    const user = await person(w, {
      role: u.owner ? ROLE.Owner : ROLE.Pilot,
      values: {
        registration_step: u.step,
        registration_device: u.device,
        registration_version: u.version,
        created_at: new Date(Date.now() - u.daysAgo * DAY),
      },
    });
    if (u.archived) await archive(w, user.id);
  }
}, 60_000);
afterAll(() => w.close());

interface Row {
  step: number;
  label: string;
  count: number;
}

const OWNERS = 'type=1';
const IOS = 'type=0&device=ios';
const ANDROID = 'type=0&device=android';
const of = (query: string) => (u: Registered) =>
  query === OWNERS ? Boolean(u.owner) : !u.owner && u.device === (query === IOS ? 'ios' : 'android');

/** The users kept, by step, counted here, in step order. */
function expected(keep: (u: Registered) => boolean): Row[] {
  const counts = new Map<number, number>();
  for (const u of USERS.filter((x) => !x.archived && keep(x))) counts.set(u.step, (counts.get(u.step) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([step, count]) => ({ step, label: `Step ${step}`, count }));
}
const rows = async (query: string) => (await report<Row>(w, `/users/undefined-users-report?${query}`)).data;

test('owners, iOS pilots and Android pilots by the step they stopped at', async () => {
  for (const tab of [OWNERS, IOS, ANDROID])
    expect({ tab, rows: await rows(tab) }).toEqual({ tab, rows: expected(of(tab)) });
});

test('old and new app version, and the join date range', async () => {
  for (const tab of [OWNERS, IOS, ANDROID]) {
    expect(await rows(`${tab}&is_new_version=1`)).toEqual(expected((u) => of(tab)(u) && u.version === 2));
    expect(await rows(`${tab}&is_new_version=0`)).toEqual(expected((u) => of(tab)(u) && u.version === 1));
    expect(await rows(`${tab}&from=${day(-3)}&to=${day(0)}`)).toEqual(expected((u) => of(tab)(u) && u.daysAgo <= 3));
    expect(await rows(`${tab}&from=${day(-10)}&to=${day(-1)}&is_new_version=1`)).toEqual(
      expected((u) => of(tab)(u) && u.daysAgo >= 1 && u.daysAgo <= 10 && u.version === 2),
    );
  }
});

test('both sortable columns, both ways; by step, first first, by default', async () => {
  await checkSorts({
    rows: expected(of(ANDROID)),
    answer: async (query) => (await rows([ANDROID, query].filter(Boolean).join('&'))).map((r) => r.step),
    id: (r) => r.step,
    tie: (r) => r.step,
    columns: fieldsOf<Row>('step', 'count'),
    byDefault: ['step', 'asc'],
  });
});
