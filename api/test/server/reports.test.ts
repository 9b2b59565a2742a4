// Every report on the demo data: its numbers against an independent count, its filters and sorts, CSV,
// and its refusals (bad dates, reversed ranges, unknown codes, unknown sort keys, non-admins).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../context.js';
import { createUser, ROLE, staleReportCounters, userWithToken } from '../helpers.js';
import { contactBody } from '../fixtures/padDetail.js';
import { infoBody } from '../fixtures/users.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pads-reports-'));
  ctx = await createTestContext({ uploadsDir: dir, mailDir: dir, smtpUrl: undefined }, {}, { demoData: true });
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (url: string, headers = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const one = async <T = number>(text: string, params: unknown[] = []) =>
  Object.values((await ctx.db.$client.query(text, params)).rows[0] as object)[0] as T;

/** DD-MM-YYYY of a day `days` from today (negative: in the past). */
const day = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
/** The ISO instant `ms` after the start (UTC midnight) of the day `days` from today. */
const instant = (days: number, ms = 0) => {
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  return new Date(midnight.getTime() + days * 86_400_000 + ms).toISOString();
};
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

test('pad submissions: per pilot, sorted by moderated public pads, filtered by name and country', async () => {
  const res = await json('/api/admin/pad-contacts/pads-report');
  const total = await one(`SELECT count(DISTINCT u.id)::int FROM users u WHERE u.role = 2 AND u.deleted_at IS NULL
    AND (EXISTS (SELECT 1 FROM pads p WHERE p.submitter_user_id = u.id AND p.deleted_at IS NULL)
      OR EXISTS (SELECT 1 FROM pads p WHERE p.user_id = u.id AND p.deleted_at IS NULL))`);
  expect(res.meta.total).toBe(total);
  const counts = res.data.map((r: { public_pads_moderated: number }) => r.public_pads_moderated);
  expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  const top = res.data[0];
  expect(top.public_pads_moderated).toBe(
    await one(
      `SELECT count(*)::int FROM pads WHERE submitter_user_id = $1 AND user_id IS NULL AND status_id = 3
      AND deleted_at IS NULL`,
      [top.contact.user_id],
    ),
  );
  const byName = await json(`/api/admin/pad-contacts/pads-report?keyword=${encodeURIComponent(top.name.slice(0, 5))}`);
  expect(byName.data.map((r: { id: number }) => r.id)).toContain(top.id);
  expect((await get('/api/admin/pad-contacts/pads-report?country=ZZ')).statusCode).toBe(422);
  expect((await get('/api/admin/pad-contacts/pads-report?sort_column=password')).statusCode).toBe(422);
});

test('pad engagement fav/rev needs a range; counts what happened in it', async () => {
  expect((await get('/api/admin/pads/pad-stats-with-calendar')).statusCode).toBe(422);
  const res = await json(`/api/admin/pads/pad-stats-with-calendar?from=${day(-3650)}&to=${day(0)}`);
  const top = res.data[0];
  expect(top.reviews).toBe(await one('SELECT count(*)::int FROM reviews WHERE pad_id = $1', [top.id]));
  expect(top.favourites).toBe(await one('SELECT count(*)::int FROM user_favourites WHERE pad_id = $1', [top.id]));
  expect((await get(`/api/admin/pads/pad-stats-with-calendar?from=${day(0)}&to=${day(-5)}`)).statusCode).toBe(422);
  expect((await get('/api/admin/pads/pad-stats-with-calendar?from=31-02-2024&to=01-03-2024')).statusCode).toBe(422);
});

test('pad engagement fav/rev: a range counts what was made on its UTC days, after any write', async () => {
  const [a, b] = (await ctx.db.$client.query('SELECT id FROM pads WHERE deleted_at IS NULL ORDER BY id LIMIT 2'))
    .rows as { id: number }[];
  const pilot = await createUser(ctx.db, { role: ROLE.Pilot });
  // Dated either side of midnight (the app's calls date what they make now, so these are written here).
  const review = async (pad: number, at: string) =>
    one<number>(
      'INSERT INTO reviews (pad_id, user_id, rating, created_at, updated_at) VALUES ($1, $2, 4, $3, $3) RETURNING id',
      [pad, pilot.id, at],
    );
  const lastMoment = await review(a!.id, instant(-400, 86_399_999));
  await review(a!.id, instant(-399));
  await review(b!.id, instant(-30, 3_600_000));
  await ctx.db.$client.query(
    'INSERT INTO user_favourites (user_id, pad_id, created_at) VALUES ($1, $2, $3), ($1, $4, $5)',
    [pilot.id, a!.id, instant(-399, 5_000), b!.id, instant(-30)],
  );
  const check = async () => {
    for (const [from, to] of [
      [-3650, 0],
      [-400, -400],
      [-399, -399],
      [-399, -30],
      [-29, 0],
      [5, 10],
    ] as const) {
      const url = `/api/admin/pads/pad-stats-with-calendar?from=${day(from)}&to=${day(to)}`;
      const csv = parse((await get(`${url}&export=csv`)).body, { columns: true }) as Record<string, string>[];
      const { rows } = await ctx.db.$client.query(
        `SELECT p.id,
          (SELECT count(*) FROM user_favourites x WHERE x.pad_id = p.id AND x.created_at >= $1 AND x.created_at < $2)::int AS f,
          (SELECT count(*) FROM reviews x WHERE x.pad_id = p.id AND x.created_at >= $1 AND x.created_at < $2)::int AS r
        FROM pads p ORDER BY p.id`,
        [instant(from), instant(to + 1)],
      );
      const expected = (rows as { id: number; f: number; r: number }[]).filter((r) => r.f || r.r);
      expect(
        csv
          .map((r) => ({ id: Number(r.ID), f: Number(r.Favourites), r: Number(r.Reviews) }))
          .sort((x, y) => x.id - y.id),
      ).toEqual(expected);
      expect((await json(url)).meta.total).toBe(expected.length);
    }
  };
  await check();
  await ctx.db.$client.query('UPDATE reviews SET created_at = $1 WHERE id = $2', [instant(-29), lastMoment]);
  await ctx.db.$client.query('DELETE FROM user_favourites WHERE user_id = $1 AND pad_id = $2', [pilot.id, b!.id]);
  await check();
});

test('pad engagement fav/rev after random writes: totals and every page of each sort match a recount', async () => {
  // Random favourites and reviews over 40 pads and two years, written, moved and removed in many statements,
  // some at once: the kept steps (the total) and the totals index (the pages sorted by favourites or reviews)
  // must give what counting the rows gives.
  let seed = 25;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  const pads = (
    (await ctx.db.$client.query('SELECT id FROM pads WHERE deleted_at IS NULL ORDER BY id LIMIT 40')).rows as {
      id: number;
    }[]
  ).map((r) => r.id);
  const pilots: number[] = [];
  for (let i = 0; i < 6; i++) pilots.push((await createUser(ctx.db, { role: ROLE.Pilot })).id);
  const when = () => instant(-Math.floor(random() * 730), Math.floor(random() * 86_400_000));
  const write = async () => {
    const kind = random();
    if (kind < 0.45) {
      await ctx.db.$client.query(
        'INSERT INTO reviews (pad_id, user_id, rating, created_at, updated_at) VALUES ($1, $2, 4, $3, $3)',
        [pick(pads), pick(pilots), when()],
      );
    } else if (kind < 0.75) {
      await ctx.db.$client.query(
        'INSERT INTO user_favourites (user_id, pad_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [pick(pilots), pick(pads), when()],
      );
    } else if (kind < 0.85) {
      await ctx.db.$client.query(
        `UPDATE reviews SET created_at = $1 WHERE id = (SELECT id FROM reviews WHERE user_id = ANY ($2)
          ORDER BY id DESC OFFSET $3 LIMIT 1)`,
        [when(), pilots, Math.floor(random() * 5)],
      );
    } else if (kind < 0.93) {
      await ctx.db.$client.query(
        `DELETE FROM reviews WHERE id = (SELECT id FROM reviews WHERE user_id = ANY ($1) ORDER BY id OFFSET $2 LIMIT 1)`,
        [pilots, Math.floor(random() * 5)],
      );
    } else {
      await ctx.db.$client.query('DELETE FROM user_favourites WHERE user_id = $1 AND pad_id = $2', [
        pick(pilots),
        pick(pads),
      ]);
    }
  };
  for (let round = 0; round < 30; round++) await Promise.all([write(), write(), write(), write(), write()]);
  expect(await staleReportCounters(ctx.db)).toEqual([]);

  for (const [from, to] of [
    [-730, 0],
    [-365, 0],
    [-30, 0],
    [-200, -100],
    [-45, -44],
  ] as const) {
    const range = `from=${day(from)}&to=${day(to)}`;
    const { rows } = await ctx.db.$client.query(
      `SELECT p.id, f, r FROM pads p,
        LATERAL (SELECT count(*)::int AS f FROM user_favourites x WHERE x.pad_id = p.id AND x.created_at >= $1 AND x.created_at < $2) f,
        LATERAL (SELECT count(*)::int AS r FROM reviews x WHERE x.pad_id = p.id AND x.created_at >= $1 AND x.created_at < $2) r
      WHERE f > 0 OR r > 0`,
      [instant(from), instant(to + 1)],
    );
    const all = rows as { id: number; f: number; r: number }[];
    for (const [column, count] of [
      ['favourites', (x: (typeof all)[number]) => x.f],
      ['reviews', (x: (typeof all)[number]) => x.r],
    ] as const) {
      const sorted = [...all].sort((x, y) => count(y) - count(x) || x.id - y.id);
      for (const page of [1, 2, 3]) {
        const res = await json(
          `/api/admin/pads/pad-stats-with-calendar?${range}&sort_column=${column}&sort_direction=descend&page=${page}`,
        );
        expect(res.meta.total).toBe(all.length);
        expect(
          res.data.map((r: { id: number; favourites: number; reviews: number }) => [r.id, r.favourites, r.reviews]),
        ).toEqual(sorted.slice((page - 1) * 25, page * 25).map((x) => [x.id, x.f, x.r]));
      }
    }
  }
});

test('fav/rev, pad engagement all and pad submissions sort by name in lower case, both ways', async () => {
  const range = `from=${day(-3650)}&to=${day(0)}`;
  for (const dir of ['ascend', 'descend'] as const) {
    const sql = dir === 'ascend' ? 'ASC' : 'DESC';
    const fav = await json(`/api/admin/pads/pad-stats-with-calendar?${range}&sort_column=name&sort_direction=${dir}`);
    const { rows: favExpected } = await ctx.db.$client.query(
      `SELECT id FROM pads p WHERE EXISTS (SELECT 1 FROM user_favourites x WHERE x.pad_id = p.id)
        OR EXISTS (SELECT 1 FROM reviews x WHERE x.pad_id = p.id) ORDER BY lower(name) ${sql}, id LIMIT 25`,
    );
    expect(ids(fav.data)).toEqual(ids(favExpected));
    const all = await json(`/api/admin/pads/pad-stats?sort_column=name&sort_direction=${dir}`);
    const { rows: allExpected } = await ctx.db.$client.query(
      `SELECT id FROM pads WHERE deleted_at IS NULL ORDER BY lower(name) ${sql}, id ${sql} LIMIT 25`,
    );
    expect(ids(all.data)).toEqual(ids(allExpected));
    const pilots = await json(`/api/admin/pad-contacts/pads-report?sort_column=name&sort_direction=${dir}`);
    const names = pilots.data.map((r: { name: string }) => r.name.toLowerCase());
    expect(names).toEqual(
      [...names].sort((x: string, y: string) => (dir === 'ascend' ? 1 : -1) * (x < y ? -1 : x > y ? 1 : 0)),
    );
  }
});

test('renames through the API move the name sorts; the aircraft keyword finds a renamed pilot', async () => {
  const range = `from=${day(-3650)}&to=${day(0)}`;
  const padId = await one<number>(
    `SELECT p.id FROM pads p WHERE p.deleted_at IS NULL AND EXISTS (SELECT 1 FROM reviews r WHERE r.pad_id = p.id)
    ORDER BY p.id LIMIT 1`,
  );
  const pad = (await json(`/api/admin/pads/${padId}`)).data;
  const renamed = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/pads/${padId}`,
    headers: admin.headers,
    payload: contactBody(pad, { name: '0 First by name' }),
  });
  expect(renamed.statusCode).toBe(200);
  const fav = await json(`/api/admin/pads/pad-stats-with-calendar?${range}&sort_column=name&sort_direction=ascend`);
  expect(fav.data[0]).toMatchObject({ id: padId, name: '0 First by name' });
  const all = await json('/api/admin/pads/pad-stats?sort_column=name&sort_direction=ascend');
  expect(all.data[0]).toMatchObject({ id: padId, name: '0 First by name' });

  // A pilot in Pad Submissions who flies aircraft (a free one: the Info tab needs no renewal date).
  const pilotId = await one<number>(
    `SELECT c.user_id FROM user_pad_counts c JOIN users u ON u.id = c.user_id
      WHERE c.is_live_pilot AND c.submitted > 0 AND u.renewal_date IS NULL
        AND EXISTS (SELECT 1 FROM user_aircrafts a WHERE a.user_id = c.user_id) ORDER BY c.user_id LIMIT 1`,
  );
  const user = (await json(`/api/admin/users/${pilotId}`)).data;
  const aircraft = await one<number>('SELECT count(*)::int FROM user_aircrafts WHERE user_id = $1', [pilotId]);
  expect(aircraft).toBeGreaterThan(0);
  const edited = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${pilotId}`,
    headers: admin.headers,
    payload: infoBody(user, { first_name: 'Aardvark', last_name: 'Quokka', email: `quokka-${pilotId}@pads.test` }),
  });
  expect(edited.statusCode).toBe(200);
  const byName = await json('/api/admin/pad-contacts/pads-report?sort_column=name&sort_direction=ascend');
  expect(byName.data[0]).toMatchObject({ id: pilotId, name: 'Aardvark Quokka' });
  for (const keyword of ['quokka', `quokka-${pilotId}@`]) {
    const found = await json(`/api/admin/users/pilot-aircrafts-report?keyword=${encodeURIComponent(keyword)}`);
    expect(found.meta.total).toBe(aircraft);
    expect(found.data.every((r: { user_id: number }) => r.user_id === pilotId)).toBe(true);
  }
});

test('pad engagement all: views and PPR requests made through the app calls', async () => {
  const res = await json('/api/admin/pads/pad-stats?sort_column=views&sort_direction=descend');
  const top = res.data[0];
  expect(top.views).toBe(await one('SELECT count(*)::int FROM pad_views WHERE pad_id = $1', [top.id]));
  expect(top.views).toBeGreaterThan(0);
  expect(top.ppr_count).toBe(await one('SELECT count(*)::int FROM ppr_requests WHERE pad_id = $1', [top.id]));
});

test('drop-off: users per registration step, per role type and device', async () => {
  const res = await json('/api/admin/users/undefined-users-report?type=0&device=ios');
  const sum = res.data.reduce((n: number, r: { count: number }) => n + r.count, 0);
  expect(sum).toBe(
    await one(`SELECT count(*)::int FROM users WHERE role = 2 AND registration_device = 'ios' AND deleted_at IS NULL`),
  );
  const owners = await json('/api/admin/users/undefined-users-report?type=1&is_new_version=0');
  expect(owners.data.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(
    await one('SELECT count(*)::int FROM users WHERE role = 3 AND registration_version = 1 AND deleted_at IS NULL'),
  );
  expect((await get('/api/admin/users/undefined-users-report?type=0&device=web')).statusCode).toBe(422);
});

test('pilot country, pad country: per country, with code filters', async () => {
  const pilots = await json('/api/admin/get-country-report');
  const gb = pilots.series.find((r: { country_code: string }) => r.country_code === 'GB');
  expect(gb.user_premium_count + gb.user_non_premium_count + gb.user_fremium_count).toBe(
    await one(`SELECT count(*)::int FROM users WHERE role = 2 AND country_code = 'GB' AND deleted_at IS NULL`),
  );
  const onlyIe = await json('/api/admin/get-country-report?country_codes[]=IE');
  expect(onlyIe.data.every((r: { country_code: string }) => r.country_code === 'IE')).toBe(true);
  const pads = await json('/api/admin/pads/get-country-report?country_codes=GB');
  expect(pads.data[0].moderated_pads).toBe(
    await one(`SELECT count(*)::int FROM pads WHERE country_code = 'GB' AND status_id = 3 AND user_id IS NULL
      AND deleted_at IS NULL`),
  );
  expect((await get('/api/admin/pads/get-country-report?country_codes=XX')).statusCode).toBe(422);
  expect((await get('/api/admin/get-country-report?state_codes[]=QQ')).statusCode).toBe(422);
});

test('pilot country as it opens (kept renewal days) equals a count of the pilots, as renewals pass and change', async () => {
  // Without a range or a place filter the counts come from pilot_country_days plus today's renewals (issue 38); with
  // a range covering every sign-up they are counted from the pilots: both must agree, whatever the renewals do.
  const series = async (query: string) =>
    ((await json(`/api/admin/get-country-report?${query}`)).series as Record<string, unknown>[]).sort((a, b) =>
      String(a.country_code).localeCompare(String(b.country_code)),
    );
  const agree = async () => {
    expect(await series('')).toEqual(await series(`from=01-01-1990&to=${day(1)}`));
    expect(await staleReportCounters(ctx.db)).toEqual([]);
  };
  await agree();
  const pilots = (
    await ctx.db.$client.query<{ id: number }>(
      `SELECT id FROM users WHERE role = 2 AND deleted_at IS NULL ORDER BY id LIMIT 4`,
    )
  ).rows.map((r) => r.id);
  // Later today (counted from the pilot, not the kept day), lapsed a minute ago, a free renewal, odd dates.
  await ctx.db.$client.query(
    `UPDATE users SET renewal_date = now() + interval '1 minute', free_renewal_date = NULL WHERE id = $1`,
    [pilots[0]],
  );
  await ctx.db.$client.query(`UPDATE users SET renewal_date = now() - interval '1 minute' WHERE id = $1`, [pilots[1]]);
  await ctx.db.$client.query(
    `UPDATE users SET renewal_date = now() + interval '40 days', free_renewal_date = now() + interval '40 days' WHERE id = $1`,
    [pilots[2]],
  );
  await ctx.db.$client.query(`UPDATE users SET free_renewal_date = renewal_date - interval '1 day' WHERE id = $1`, [
    pilots[3],
  ]);
  await agree();
  await ctx.db.$client.query(`SELECT fold_kept_counts('pilot_country_days', 'country_code, day, kind')`);
  await agree();
});

test('the charted reports page their table by 25 and carry the whole series for the chart (spec part 3 §9)', async () => {
  for (const url of [
    '/api/admin/users/undefined-users-report?type=0&device=ios',
    '/api/admin/get-country-report',
    '/api/admin/get-moderation-report',
    '/api/admin/pads/get-country-report',
    `/api/admin/surveys/pad-surveys-report?from=${day(-3650)}&to=${day(0)}`,
  ]) {
    const first = await json(url);
    expect(first.meta).toMatchObject({ per_page: 25, current_page: 1, total: first.series.length });
    expect(first.data).toEqual(first.series.slice(0, 25));
    const second = await json(`${url}${url.includes('?') ? '&' : '?'}page=2`);
    expect(second.data).toEqual(first.series.slice(25, 50));
  }
});

test('in-app engagement: submissions by type, with and without internal accounts', async () => {
  const all = await json('/api/admin/get-moderation-report');
  expect(all.data).toHaveLength(8);
  const additions = all.data.find((r: { type: string }) => r.type === 'Addition');
  expect(additions.type_count).toBe(await one('SELECT count(*)::int FROM revisions WHERE type = 1'));
  const external = await json('/api/admin/get-moderation-report?is_not_included=1');
  const sum = (rows: { type_count: number }[]) => rows.reduce((n, r) => n + r.type_count, 0);
  expect(sum(external.data)).toBe(
    await one(`SELECT count(*)::int FROM revisions r WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = r.user_id
      AND (u.is_internal OR u.role = 1))`),
  );
  expect(sum(external.data)).toBeLessThanOrEqual(sum(all.data));
});

test('premium subscriptions: new and recurring by role', async () => {
  const res = await json(`/api/admin/get-premium-subs-report?from=${day(-3650)}&to=${day(3650)}`);
  const pilot = res.data.find((r: { role: string }) => r.role === 'Pilot');
  expect(pilot.total).toBe(
    await one(`SELECT count(*)::int FROM subscriptions WHERE role = 2 AND started_at >= now() - interval '3650 days'`),
  );
  expect(pilot.new_subs + pilot.recurring).toBe(pilot.total);
});

test('concurrent logins: live sessions per pilot; the range is at most 3 months old', async () => {
  const res = await json('/api/admin/users/concurrent-logins-report');
  const total = await one(`SELECT count(DISTINCT t.user_id)::int FROM access_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.revoked_at IS NULL AND u.role = 2 AND u.deleted_at IS NULL`);
  expect(res.meta.total).toBe(total);
  expect((await get(`/api/admin/users/concurrent-logins-report?from=${day(-200)}&to=${day(0)}`)).statusCode).toBe(422);
  expect((await get(`/api/admin/users/concurrent-logins-report?from=${day(-30)}`)).statusCode).toBe(422);
});

test('360 surveys: by status per month; pilot aircrafts: keyword of at least 3 characters', async () => {
  const surveys = await json('/api/admin/surveys/pad-surveys-report');
  const sum = surveys.data.reduce((n: number, r: { total: number }) => n + r.total, 0);
  expect(sum).toBe(await one('SELECT count(*)::int FROM surveys'));
  const aircraft = await json('/api/admin/users/pilot-aircrafts-report');
  expect(aircraft.meta.total).toBe(
    await one('SELECT count(*)::int FROM user_aircrafts a JOIN users u ON u.id = a.user_id WHERE u.deleted_at IS NULL'),
  );
  const tails = aircraft.data.map((r: { tail_number: string }) => r.tail_number);
  expect(tails).toEqual([...tails].sort().reverse());
  const short = await get('/api/admin/users/pilot-aircrafts-report?keyword=ab');
  expect(short.statusCode).toBe(422);
  expect(short.json().errors.keyword).toEqual(['At least 3 characters']);
});

/** Every report endpoint with the query its screen sends (the ones that need a range or a tab get one). */
const REPORT_URLS: [string, string][] = [
  ['pad-submissions', '/api/admin/pad-contacts/pads-report?'],
  ['pad-stats-fav', `/api/admin/pads/pad-stats-with-calendar?from=${day(-3650)}&to=${day(0)}&`],
  ['drop-off, pilots iOS', '/api/admin/users/undefined-users-report?type=0&device=ios&'],
  ['drop-off, owners', '/api/admin/users/undefined-users-report?type=1&'],
  ['pilots-country', '/api/admin/get-country-report?'],
  ['moderation-engagement', '/api/admin/get-moderation-report?'],
  ['subs-report', `/api/admin/get-premium-subs-report?from=${day(-3650)}&to=${day(0)}&`],
  ['concurrent-logins', '/api/admin/users/concurrent-logins-report?'],
  ['pad-country', '/api/admin/pads/get-country-report?'],
  ['survey-report', '/api/admin/surveys/pad-surveys-report?'],
  ['pilot-aircrafts', '/api/admin/users/pilot-aircrafts-report?'],
];

/** A JSON cell as the CSV writes it (formula-safe text, booleans as 1/0, nothing as empty). */
const asCsv = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

test.each(REPORT_URLS)('%s exports every row as CSV under its column titles, formula-safe', async (_name, url) => {
  const page = await json(url);
  const res = await get(`${url}export=csv`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = parse(res.body) as string[][];
  const columns = page.columns as { key: string; title: string }[];
  expect(header).toEqual(columns.map((c) => c.title));
  expect(rows).toHaveLength(page.meta.total);
  expect(rows.length).toBeGreaterThan(0);
  // Each row of the first page is in the file, cell for cell (dates compared as instants).
  const normal = (cells: string[]) =>
    cells.map((cell) => (/^\d{4}-\d\d-\d\dT/.test(cell) ? String(Date.parse(cell)) : cell)).join('\u0001');
  const inFile = new Set(rows.map(normal));
  for (const row of page.data as Record<string, unknown>[])
    expect(inFile.has(normal(columns.map((c) => asCsv(row[c.key]))))).toBe(true);
});

test('Pad Engagement All (a generic table) exports every row as CSV', async () => {
  const res = await get('/api/admin/pads/pad-stats/download-csv');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const [header, ...rows] = parse(res.body) as string[][];
  expect(header!.length).toBeGreaterThan(3);
  expect(rows).toHaveLength(await one('SELECT count(*)::int FROM pads WHERE deleted_at IS NULL'));
});

test('non-admins are refused', async () => {
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
  expect((await get('/api/admin/get-moderation-report', pilot.headers)).statusCode).toBe(403);
});

test('archiving a pilot or one of their pads through the API updates pad submissions and pad engagement', async () => {
  const before = await json('/api/admin/pad-contacts/pads-report');
  const top = before.data[0];
  const pad = await one<number>(
    `SELECT id FROM pads WHERE submitter_user_id = $1 AND user_id IS NULL AND status_id = 3 AND deleted_at IS NULL LIMIT 1`,
    [top.user_id],
  );
  const version = await one<number>('SELECT version FROM pads WHERE id = $1', [pad]);
  const archived = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/pads/toggle-pad-deletion/${pad}`,
    headers: admin.headers,
    payload: { note: 'Closed for good', version },
  });
  expect(archived.statusCode).toBe(200);
  const after = await json(`/api/admin/pad-contacts/pads-report?keyword=${encodeURIComponent(top.name.slice(0, 5))}`);
  expect(after.data.find((r: { id: number }) => r.id === top.id).public_pads_moderated).toBe(
    top.public_pads_moderated - 1,
  );
  expect((await json(`/api/admin/pads/pad-stats?filters[id:equals]=${pad}`)).meta.total).toBe(0);

  const gone = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/users/toggle-user-deletion/${top.user_id}`,
    headers: admin.headers,
    payload: { note: 'Left the app' },
  });
  expect(gone.statusCode).toBe(200);
  const without = await json('/api/admin/pad-contacts/pads-report');
  expect(without.meta.total).toBe(before.meta.total - 1);
  expect(without.data.map((r: { id: number }) => r.id)).not.toContain(top.id);
});

test('the report counters match a recount of their sources after every write above', async () => {
  expect(await staleReportCounters(ctx.db)).toEqual([]);
});
