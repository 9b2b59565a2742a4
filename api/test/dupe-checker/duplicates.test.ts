// Duplicate pairs kept by every pad write, the duplicates list and count, 'not duplicate', the merge.
import { sql } from 'drizzle-orm';
import { computeAllPairs, keptPairs, rebuildAllPairs, refreshPadPairs } from '../../src/domain/duplicatePairs.js';
import { createTestContext, type TestContext } from '../context.js';
import { auditLogOf, ROLE, staleReportCounters, userWithToken } from '../helpers.js';
import { image, multipartBody, seedReference } from '../fixtures/pads.js';
import { contactBody } from '../fixtures/padDetail.js';
import { stalePairCounts } from '../fixtures/keptCounts.js';
import { mergePayloadFrom } from '../fixtures/revisions.js';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof userWithToken>>;
let pilot: Awaited<ReturnType<typeof userWithToken>>;

beforeAll(async () => {
  ctx = await createTestContext({ geocoderUrl: undefined });
  await seedReference(ctx.db);
  admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  pilot = await userWithToken(ctx.db, { role: ROLE.Pilot });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** Metres to degrees of latitude. */
const north = (m: number) => m / 111_195;

let seq = 0;
async function createPad(
  lat: number,
  lng: number,
  name = `Pad ${++seq}`,
  country = { country_code: 'IE', country: 'Ireland' },
) {
  const res = await call('POST', '/api/admin/pads', {
    name,
    category_id: 3,
    is_landing_permitted: true,
    tags: [],
    warnings: [],
    facilities: [],
    location: { address: `${name} Lane`, latitude: lat, longitude: lng, ...country },
    contacts: [{ name: 'Ann', phone: '+353111', email: `ann${seq}@pads.test`, contact_type_id: 1 }],
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as number;
  // Moderated, as most pads in the directory are (the list hides unmoderated ones by default).
  const pad = (await call('GET', `/api/admin/pads/${id}`)).json().data;
  expect(
    (await call('PATCH' as 'PUT', `/api/admin/pads/toggle-moderation/${id}`, { version: pad.version })).statusCode,
  ).toBe(200);
  return id;
}

/** The pad view's contact tab saved with a new position and/or name. */
async function editPad(id: number, changes: { lat?: number; lng?: number; name?: string }) {
  const pad = (await call('GET', `/api/admin/pads/${id}`)).json().data;
  const latitude = changes.lat ?? pad.location.latitude;
  const longitude = changes.lng ?? pad.location.longitude;
  const res = await call(
    'PUT',
    `/api/admin/pads/${id}`,
    contactBody(pad, {
      name: changes.name ?? pad.name,
      tags: [],
      location: { ...pad.location, latitude, longitude },
    }),
  );
  expect(res.json()).toMatchObject({ data: { id } });
}
const movePad = (id: number, lat: number, lng: number) => editPad(id, { lat, lng });

const pairs = async (query = '') => {
  const res = await call('GET', `/api/admin/dupe-checker/index?${query}`);
  expect(res.json()).toHaveProperty('data');
  return res.json();
};
/** The pair of a and b as the list shows it, looked for on every page (undefined when it is not listed). */
const pairOf = async (a: number, b: number, query = '') => {
  for (let page = 1; ; page++) {
    const res = await pairs(`${query}${query ? '&' : ''}page=${page}`);
    const found = res.data.find(
      (r: { original_id: number; dupe_id: number }) =>
        (r.original_id === a && r.dupe_id === b) || (r.original_id === b && r.dupe_id === a),
    );
    if (found || page >= res.meta.last_page) return found;
  }
};
const count = async () => (await call('GET', '/api/admin/dupe-checker/dupe-report-count')).json().data.dupe_count;

test('a pad created next to another makes a pair; moving it 2 km away removes it', async () => {
  const before = await count();
  const a = await createPad(52.1, -9.5, 'Hill Farm');
  const b = await createPad(52.1 + north(50), -9.5, 'Hill Farm Field');
  const row = await pairOf(a, b);
  expect(row).toMatchObject({ original_id: a, dupe_id: b, original_name: 'Hill Farm', dupe_name: 'Hill Farm Field' });
  expect(row.distance).toBeGreaterThanOrEqual(49);
  expect(row.distance).toBeLessThanOrEqual(51);
  expect(await count()).toBe(before + 1);
  // The slider: 0.04 km leaves it out, 0.1 km keeps it.
  expect(await pairOf(a, b, 'distance=0.04')).toBeUndefined();
  expect(await pairOf(a, b, 'distance=0.1')).toBeDefined();
  await movePad(b, 52.1 + north(2000), -9.5);
  expect(await pairOf(a, b)).toBeUndefined();
  expect(await count()).toBe(before);
});

test('archiving hides a pair unless archived pads are included; unmoderated ones likewise', async () => {
  const a = await createPad(53.0, -8.0);
  const b = await createPad(53.0 + north(30), -8.0);
  const pad = (await call('GET', `/api/admin/pads/${b}`)).json().data;
  expect(
    (await call('POST', `/api/admin/pads/toggle-pad-deletion/${b}`, { note: 'Closed', version: pad.version }))
      .statusCode,
  ).toBe(200);
  expect(await pairOf(a, b)).toBeUndefined();
  expect(await pairOf(a, b, 'is_archived_pads_included=1')).toMatchObject({ is_dupe_inactive: true });
  const c = await createPad(53.5, -8.0);
  const d = await createPad(53.5 + north(30), -8.0);
  const padD = (await call('GET', `/api/admin/pads/${d}`)).json().data;
  await call('PATCH' as 'PUT', `/api/admin/pads/toggle-moderation/${d}`, { version: padD.version });
  expect(await pairOf(c, d)).toBeUndefined();
  expect(await pairOf(c, d, 'is_unmoderated_pads_included=1')).toMatchObject({ is_dupe_unmoderated: true });
});

test("'Include LNP' lets in pairs where a pad is landing-not-possible", async () => {
  const a = await createPad(53.8, -8.6);
  const b = await createPad(53.8 + north(30), -8.6);
  const pad = (await call('GET', `/api/admin/pads/${b}`)).json().data;
  const landing = await call('PUT', `/api/admin/pads/${b}`, {
    tab: 'landing',
    version: pad.version,
    is_landing_permitted: false,
    is_landing_advice_displayed: false,
    landing_advice: '',
    site_information: '',
    warnings: [],
    facilities: [],
    landing_fee_id: 2,
  });
  expect(landing.statusCode).toBe(200);
  expect(await pairOf(a, b)).toBeUndefined();
  expect(await pairOf(a, b, 'is_lnp_pads_included=1')).toMatchObject({
    original_id: a,
    dupe_id: b,
    is_lp_dupe: true,
    is_lp_original: false,
  });
});

describe('country filter and sorting', () => {
  const GB = { country_code: 'GB', country: 'United Kingdom' };
  let e: number, f: number, g: number, h: number, i: number;
  beforeAll(async () => {
    h = await createPad(54.9, -7.9);
    i = await createPad(54.9 + north(40), -7.9);
    await ctx.db.execute(sql`INSERT INTO countries (code, name) VALUES ('IE', 'Ireland'), ('GB', 'United Kingdom')
      ON CONFLICT DO NOTHING`);
    // Three pads in Scotland: e–f 10 m, f–g 290 m, e–g 300 m (the only pairs in GB).
    e = await createPad(58.0, -3.5, 'Glen A', GB);
    f = await createPad(58.0 + north(10), -3.5, 'Glen C', GB);
    g = await createPad(58.0 + north(300), -3.5, 'Glen B', GB);
  });
  const rowsOf = async (query: string) =>
    (await pairs(query)).data.map((r: { original_id: number; dupe_id: number; distance: number }) => [
      r.original_id,
      r.dupe_id,
      r.distance,
    ]);

  test('a country keeps the pairs with a pad in it', async () => {
    const gb = await pairs('country_code=GB');
    expect(gb.meta.total).toBe(3);
    const ie = await pairs('country_code=ie');
    expect(ie.meta.total).toBeGreaterThan(0);
    expect(await pairOf(h, i, 'country_code=ie')).toBeDefined();
    expect(await pairOf(h, i, 'country_code=GB')).toBeUndefined();
    expect(ie.data.some((r: { original_id: number }) => [e, f, g].includes(r.original_id))).toBe(false);
    expect(await pairOf(e, f, 'country_code=IE')).toBeUndefined();
  });

  /** The three GB pairs as [original, duplicate, metres]. */
  const gbPairs = () => ({ ef: [e, f, 10], fg: [f, g, 290], eg: [e, g, 300] });

  test('by distance, ascending by default and descending on request', async () => {
    const { ef, fg, eg } = gbPairs();
    expect(await rowsOf('country_code=GB')).toEqual([ef, fg, eg]);
    expect(await rowsOf('country_code=GB&sort_column=distance&sort_direction=desc')).toEqual([eg, fg, ef]);
    expect(await rowsOf('country_code=GB&sort_direction=descend')).toEqual([eg, fg, ef]);
    // The whole default list is in distance order too.
    const all = (await pairs('')).data.map((r: { distance: number }) => r.distance);
    expect(all).toEqual([...all].sort((x, y) => x - y));
  });

  test('by name, descending', async () => {
    const { ef, fg, eg } = gbPairs();
    // Duplicate names: f 'Glen C' (of e), g 'Glen B' twice (of e and f); ties by original id.
    expect(await rowsOf('country_code=GB&sort_column=dupe_name&sort_direction=desc')).toEqual([ef, eg, fg]);
    // Original names: f 'Glen C', e 'Glen A' twice; ties by duplicate id.
    expect(await rowsOf('country_code=GB&sort_column=original_name&sort_direction=desc')).toEqual([fg, ef, eg]);
  });
});

test('the original is the older pad unless only the newer one is moderated', async () => {
  const older = await createPad(54.0, -7.0);
  const newer = await createPad(54.0 + north(40), -7.0);
  const padOlder = (await call('GET', `/api/admin/pads/${older}`)).json().data;
  await call('PATCH' as 'PUT', `/api/admin/pads/toggle-moderation/${older}`, { version: padOlder.version });
  expect(await pairOf(older, newer, 'is_unmoderated_pads_included=1')).toMatchObject({
    original_id: newer,
    dupe_id: older,
  });
});

test('the pair row follows its pads: rename, moderation, owner claim and removal, archive', async () => {
  const older = await createPad(54.5, -7.0, 'Mill Yard');
  const newer = await createPad(54.5 + north(40), -7.0, 'Mill Yard Field');
  const row = async () =>
    (
      await ctx.db.execute<
        Record<string, unknown>
      >(sql`SELECT b_name_key, a_unmoderated, a_owned, b_original, b_archived
        FROM duplicate_pairs WHERE pad_a = ${older} AND pad_b = ${newer}`)
    ).rows[0];
  const toggleModeration = async (id: number) => {
    const { version } = (await call('GET', `/api/admin/pads/${id}`)).json().data;
    expect((await call('PATCH' as 'PUT', `/api/admin/pads/toggle-moderation/${id}`, { version })).statusCode).toBe(200);
  };
  // The file has fewer than 25 pairs this far: the first page holds them all.
  const listed = async (query: string) =>
    (await pairs(`${query}&is_unmoderated_pads_included=1`)).data.filter(
      (r: { original_id: number; dupe_id: number }) => [older, newer].includes(r.original_id),
    );

  await editPad(newer, { name: 'Aardvark Strip' });
  expect(await row()).toMatchObject({ b_name_key: 'aardvark strip', b_original: false });
  expect(await pairOf(older, newer)).toMatchObject({ original_id: older, dupe_name: 'Aardvark Strip' });

  // The older pad unmoderated: the newer one is the original, and the name sorts read it so.
  await toggleModeration(older);
  expect(await row()).toMatchObject({ a_unmoderated: true, b_original: true });
  expect(await listed('sort_column=original_name&distance=0.05')).toEqual([
    expect.objectContaining({ original_id: newer, original_name: 'Aardvark Strip', dupe_id: older }),
  ]);

  // A claimed owner makes the older pad stand again; removing it undoes that.
  const added = await call('PATCH' as 'PUT', `/api/admin/pads/add-owner/${older}/${pilot.user.id}`);
  expect(added.statusCode).toBe(200);
  expect((await row())!.a_owned).toBe(false);
  const ownerId = added.json().data.id;
  const accepted = await call('PATCH' as 'PUT', '/api/admin/pads/accept-owner', {
    pad_id: older,
    user_id: pilot.user.id,
    contact_id: ownerId,
  });
  expect(accepted.statusCode).toBe(200);
  expect(await row()).toMatchObject({ a_owned: true, b_original: false });
  expect(await listed('sort_column=dupe_name&distance=0.05')).toEqual([
    expect.objectContaining({ original_id: older, dupe_id: newer }),
  ]);
  expect((await call('DELETE' as 'PUT', `/api/admin/contacts/${older}/${ownerId}`)).statusCode).toBe(200);
  expect(await row()).toMatchObject({ a_owned: false, b_original: true });

  const { version } = (await call('GET', `/api/admin/pads/${newer}`)).json().data;
  await call('POST', `/api/admin/pads/toggle-pad-deletion/${newer}`, { note: 'Closed', version });
  expect(await row()).toMatchObject({ b_archived: true });
  expect(await keptPairs(ctx.db)).toEqual(await computeAllPairs(ctx.db));
});

test('not duplicate is remembered, survives a small move, and ends with a large one', async () => {
  const a = await createPad(51.5, -9.0);
  const b = await createPad(51.5 + north(60), -9.0);
  expect(await pairOf(a, b)).toBeDefined();
  const res = await call('PUT', `/api/admin/pads/toggle-not-duplicated/${a}/${b}`);
  expect(res.statusCode).toBe(200);
  expect(res.json().data.is_not_duplicate).toBe(true);
  expect(await pairOf(a, b)).toBeUndefined();
  await movePad(b, 51.5 + north(65), -9.0);
  expect(await pairOf(a, b)).toBeUndefined();
  await movePad(b, 51.5 + north(200), -9.0);
  expect(await pairOf(a, b)).toBeDefined();
  const [log] = (await auditLogOf(ctx.db, 'pad', a)).filter((l) => l.action === 'marked_not_duplicate');
  expect(log).toMatchObject({ user_id: admin.user.id, changes: { not_duplicate_of: { before: null, after: b } } });
});

test("a pad next to a dismissed pair makes pairs of its own: the dismissal is that pair's alone", async () => {
  const a = await createPad(51.2, -9.0);
  const b = await createPad(51.2 + north(20), -9.0);
  expect((await call('PUT', `/api/admin/pads/toggle-not-duplicated/${a}/${b}`)).json().data.is_not_duplicate).toBe(
    true,
  );
  // 2 m from b: within the dismissal's tolerance of where b stood, but another pair.
  const c = await createPad(51.2 + north(22), -9.0);
  expect(await pairOf(a, b)).toBeUndefined();
  expect(await pairOf(a, c)).toBeDefined();
  expect(await pairOf(b, c)).toBeDefined();
});

test('pairs across the antimeridian', async () => {
  const east = await createPad(-16.5, 179.9995);
  const west = await createPad(-16.5, -179.9995);
  const row = await pairOf(east, west);
  expect(row).toBeDefined();
  expect(row.distance).toBeGreaterThan(100);
  expect(row.distance).toBeLessThan(110);
});

test("one pad's refresh keeps its plan: after five runs on a connection PostgreSQL runs it generic, unplanned", async () => {
  // Planning the pair search was 1.2 ms of a 1.5 ms refresh; a statement whose generic plan costs more than its
  // custom ones (a bound id array) is planned on every run.
  const id = await createPad(48.1, 11.5);
  const plans = await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < 8; i++) await refreshPadPairs(tx, [id]);
    const { rows } = await tx.execute<{ generic: number | null }>(
      sql`SELECT max(generic_plans) AS generic FROM pg_prepared_statements
        WHERE statement LIKE 'INSERT INTO duplicate_pairs%'`,
    );
    return rows[0]!.generic;
  });
  expect(Number(plans)).toBeGreaterThanOrEqual(3);
});

test('two nearby pads written at the same moment are both paired', async () => {
  // Both transactions insert their pad before either looks for neighbours: neither sees the other's
  // uncommitted row, so only the cell locks can make the second look again after the first commits.
  let arrived = 0;
  let refreshed = 0;
  let release!: () => void;
  let releaseRefreshed!: () => void;
  const bothInserted = new Promise<void>((resolve) => (release = resolve));
  const bothRefreshed = new Promise<void>((resolve) => (releaseRefreshed = resolve));
  const insert = (lat: number) =>
    ctx.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(sql`INSERT INTO pads (name, category_id, status_id, latitude,
        longitude) VALUES ('Race', 3, 3, ${lat}, -6.0) RETURNING id`);
      if (++arrived === 2) release();
      await bothInserted;
      await refreshPadPairs(tx, [rows[0]!.id]);
      // Neither commits before the other has looked (or 300 ms passed: the other may be waiting on a lock).
      if (++refreshed === 2) releaseRefreshed();
      await Promise.race([bothRefreshed, new Promise((resolve) => setTimeout(resolve, 300))]);
      return rows[0]!.id;
    });
  const [a, b] = await Promise.all([insert(55.0), insert(55.0 + north(20))]);
  const { rows } = await ctx.db.execute(
    sql`SELECT 1 FROM duplicate_pairs WHERE pad_a = ${Math.min(a, b)} AND pad_b = ${Math.max(a, b)}`,
  );
  expect(rows).toHaveLength(1);
});

test('the incremental table equals a rebuild after a random sequence of writes', async () => {
  let state = 7;
  const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const ids: number[] = [];
  const done = { insert: 0, move: 0, archive: 0, moderation: 0, rename: 0, lnp: 0 };
  for (let i = 0; i < 1000; i++) {
    // Inserts, moves and state changes in a small area so that pairs form and break and their copied state
    // changes; written as the app's domain does (a move refreshes the pad's pairs, the pads trigger copies
    // state changes from any write path).
    await ctx.db.transaction(async (tx) => {
      const lat = 56 + random() * 0.05;
      const lng = -5 + random() * 0.08;
      const kind = ids.length < 20 ? 0 : random();
      const id = ids[Math.floor(random() * ids.length)]!;
      if (kind < 0.35) {
        const { rows } = await tx.execute<{ id: number }>(sql`INSERT INTO pads (name, category_id, status_id, latitude,
          longitude) VALUES ('Random', 3, 3, ${lat}, ${lng}) RETURNING id`);
        ids.push(rows[0]!.id);
        await refreshPadPairs(tx, [rows[0]!.id]);
        done.insert++;
      } else if (kind < 0.6) {
        await tx.execute(sql`UPDATE pads SET latitude = ${lat}, longitude = ${lng} WHERE id = ${id}`);
        await refreshPadPairs(tx, [id]);
        done.move++;
      } else if (kind < 0.7) {
        // Archive or unarchive.
        await tx.execute(sql`UPDATE pads SET deleted_at = CASE WHEN deleted_at IS NULL THEN now() END,
          archive_reason = CASE WHEN deleted_at IS NULL THEN 'Closed' END WHERE id = ${id}`);
        done.archive++;
      } else if (kind < 0.8) {
        // Moderated ↔ not moderated.
        await tx.execute(sql`UPDATE pads SET status_id = CASE WHEN status_id = 3 THEN 1 ELSE 3 END WHERE id = ${id}`);
        done.moderation++;
      } else if (kind < 0.9) {
        await tx.execute(sql`UPDATE pads SET name = ${`Random ${String.fromCharCode(65 + Math.floor(random() * 26))}`}
          WHERE id = ${id}`);
        done.rename++;
      } else {
        await tx.execute(sql`UPDATE pads SET is_landing_permitted = NOT is_landing_permitted WHERE id = ${id}`);
        done.lnp++;
      }
    });
  }
  for (const n of Object.values(done)) expect(n).toBeGreaterThan(50);
  // The whole kept state (copied pad state, distance, dismissal), not only which pairs exist.
  const kept = await keptPairs(ctx.db);
  const rebuilt = await computeAllPairs(ctx.db);
  expect(kept.length).toBeGreaterThan(100);
  expect(kept.filter((p) => p.a_archived || p.b_archived).length).toBeGreaterThan(0);
  expect(kept.filter((p) => p.a_unmoderated || p.b_unmoderated).length).toBeGreaterThan(0);
  expect(kept.filter((p) => p.a_lnp || p.b_lnp).length).toBeGreaterThan(0);
  expect(kept).toEqual(rebuilt);
  expect(await stalePairCounts(ctx.db)).toEqual([]);
  // A thousand transactions, each firing the pads triggers (pair state, counters): seconds on a quiet machine,
  // more when CI runs the e2e lane beside it.
}, 120_000);

test('refusals: bad filters, unknown pads, non-admins', async () => {
  expect((await call('GET', '/api/admin/dupe-checker/index?distance=2')).statusCode).toBe(422);
  expect((await call('GET', '/api/admin/dupe-checker/index?country_code=ZZ')).statusCode).toBe(422);
  expect((await call('GET', '/api/admin/dupe-checker/index?sort_column=password')).statusCode).toBe(422);
  expect((await call('GET', '/api/admin/dupe-checker/show/1/999999')).statusCode).toBe(404);
  expect((await call('PUT', '/api/admin/pads/toggle-not-duplicated/5/5')).statusCode).toBe(422);
  expect((await call('GET', '/api/admin/dupe-checker/index', undefined, pilot.headers)).statusCode).toBe(403);
});

describe('merge', () => {
  test("moves the duplicate's reviews, favourites, revisions, views, PPR requests and notes, keeps the chosen photos, archives it", async () => {
    const o = await createPad(57.0, -4.0, 'Loch Field');
    const d = await createPad(57.0 + north(20), -4.0, 'Loch Field (dup)');
    const review = await ctx.app.inject({
      method: 'POST',
      url: `/api/app/pads/${d}/reviews`,
      headers: pilot.headers,
      payload: { rating: 4, comment: 'Nice' },
    });
    expect(review.statusCode).toBe(201);
    const report = await ctx.app.inject({
      method: 'POST',
      url: `/api/app/pads/${d}/report`,
      headers: pilot.headers,
      payload: { pad_report_type: 1 },
    });
    expect(report.statusCode).toBe(201);
    // No call makes favourites yet (the pilot app's own feature); the row is what the app would write.
    await ctx.db.execute(sql`INSERT INTO user_favourites (user_id, pad_id) VALUES (${pilot.user.id}, ${d})`);
    // Views and PPR requests from the app (one of each on the original, two and one on the duplicate), an admin note.
    for (const [padId, kind] of [
      [o, 'view'],
      [o, 'ppr'],
      [d, 'view'],
      [d, 'view'],
      [d, 'ppr'],
    ] as const)
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/app/pads/${padId}/${kind}`, headers: pilot.headers }))
          .statusCode,
      ).toBe(201);
    const note = await call('POST', `/api/admin/pads/add-note/${d}`, { note: 'Gate code 1234' });
    expect(note.statusCode).toBe(201);

    const shown = (await call('GET', `/api/admin/dupe-checker/show/${o}/${d}`)).json().data;
    expect(shown).toMatchObject({ original: { id: o }, duplicate: { id: d } });
    expect(shown.distance).toBeGreaterThan(15);
    // The Submitter row reads each side's submitter (both made by this admin); neither has a survey.
    const submitter = { id: admin.user.id, username: admin.user.username };
    expect(shown.original).toMatchObject({ submitter, survey_id: null, survey_progress_percentage: null });
    expect(shown.duplicate.submitter).toEqual(submitter);
    const res = await call(
      'POST',
      `/api/admin/dupe-checker/merge-pads/${o}/${d}`,
      mergePayloadFrom(shown.original, { name: 'Loch Field Merged' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: o, name: 'Loch Field Merged' });

    const { rows } = await ctx.db.execute(sql`SELECT
      (SELECT count(*)::int FROM reviews WHERE pad_id = ${o}) AS reviews,
      (SELECT count(*)::int FROM user_favourites WHERE pad_id = ${o}) AS favourites,
      (SELECT count(*)::int FROM revisions WHERE pad_id = ${o} AND revisions.type = 4) AS reports,
      (SELECT count(*)::int FROM revisions WHERE pad_id = ${d}) AS left_on_duplicate,
      (SELECT count(*)::int FROM pad_views WHERE pad_id = ${o}) AS views,
      (SELECT count(*)::int FROM ppr_requests WHERE pad_id = ${o}) AS ppr,
      (SELECT array_agg(body) FROM pad_notes WHERE pad_id = ${o}) AS notes,
      (SELECT count(*)::int FROM pad_views WHERE pad_id = ${d}) + (SELECT count(*)::int FROM ppr_requests WHERE pad_id = ${d})
        + (SELECT count(*)::int FROM pad_notes WHERE pad_id = ${d}) AS engagement_left_on_duplicate,
      (SELECT row_to_json(e) FROM (SELECT views, ppr_count FROM pad_engagement WHERE pad_id = ${o}) e) AS engagement,
      (SELECT archive_reason FROM pads WHERE id = ${d}) AS reason,
      (SELECT deleted_at IS NOT NULL FROM pads WHERE id = ${d}) AS archived,
      (SELECT name FROM pads WHERE id = ${o}) AS name`);
    expect(rows[0]).toEqual({
      reviews: 1,
      favourites: 1,
      reports: 1,
      left_on_duplicate: 0,
      views: 3,
      ppr: 2,
      notes: ['Gate code 1234'],
      engagement_left_on_duplicate: 0,
      engagement: { views: 3, ppr_count: 2 },
      reason: `Merged into #${o}`,
      archived: true,
      name: 'Loch Field Merged',
    });
    const merged = (await auditLogOf(ctx.db, 'pad', o)).find((l) => l.action === 'duplicate_merged');
    expect(merged).toMatchObject({ user_id: admin.user.id, changes: { name: { after: 'Loch Field Merged' } } });
    const { moved } = merged!.details as { moved: Record<string, number[]> };
    expect([moved.views!.length, moved.ppr_requests!.length, moved.notes]).toEqual([2, 1, [note.json().data.id]]);
    expect(await staleReportCounters(ctx.db)).toEqual([]);
    const archivedLog = (await auditLogOf(ctx.db, 'pad', d)).find((l) => l.action === 'pad_archived');
    expect(archivedLog!.details).toMatchObject({ merged_into: o });
    // The pair is gone from the default list (the duplicate is archived).
    expect(await pairOf(o, d)).toBeUndefined();
    // Merging again: the duplicate is archived.
    expect(
      (await call('POST', `/api/admin/dupe-checker/merge-pads/${o}/${d}`, mergePayloadFrom(shown.original))).statusCode,
    ).toBe(409);
  });

  test('moves the owners and the photos ticked on either side; the unticked ones stay or go', async () => {
    const o = await createPad(57.2, -4.0, 'Strath A');
    const d = await createPad(57.2 + north(20), -4.0, 'Strath B');
    const photo = async (padId: number, direction: string) => {
      const body = multipartBody([
        { name: 'direction', value: direction },
        { name: 'upload', value: await image('png', 40, 30), filename: 'p.png', contentType: 'image/png' },
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/uploads/pads/${padId}`,
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as number;
    };
    const [oKept, oDropped, dKept, dLeft] = [
      await photo(o, 'north'),
      await photo(o, 'east'),
      await photo(d, 'south'),
      await photo(d, 'west'),
    ];
    // An owner of the duplicate only, and one of both pads (who stays once, as the original's owner).
    const onlyDuplicate = await userWithToken(ctx.db, { role: ROLE.Owner });
    const both = await userWithToken(ctx.db, { role: ROLE.Owner });
    for (const [padId, owner] of [
      [d, onlyDuplicate],
      [d, both],
      [o, both],
    ] as const)
      expect((await call('PATCH' as 'PUT', `/api/admin/pads/add-owner/${padId}/${owner.user.id}`)).statusCode).toBe(
        200,
      );

    const shown = (await call('GET', `/api/admin/dupe-checker/show/${o}/${d}`)).json().data;
    const res = await call(
      'POST',
      `/api/admin/dupe-checker/merge-pads/${o}/${d}`,
      mergePayloadFrom(shown.original, { upload_ids: [oKept, dKept] }),
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx.db.execute(sql`SELECT
      (SELECT array_agg(id ORDER BY id) FROM uploads WHERE pad_id = ${o}) AS on_original,
      (SELECT array_agg(id ORDER BY id) FROM uploads WHERE pad_id = ${d}) AS on_duplicate,
      (SELECT count(*)::int FROM uploads WHERE id = ${oDropped}) AS dropped_left,
      (SELECT array_agg(user_id ORDER BY user_id) FROM contacts WHERE pad_id = ${o} AND contact_type_id = 4) AS owners,
      (SELECT count(*)::int FROM contacts WHERE pad_id = ${d} AND contact_type_id = 4) AS owners_left`);
    expect(rows[0]).toEqual({
      on_original: [oKept, dKept].sort((x, y) => x - y),
      on_duplicate: [dLeft],
      dropped_left: 0,
      owners: [onlyDuplicate.user.id, both.user.id].sort((x, y) => x - y),
      owners_left: 1,
    });
    const merged = (await auditLogOf(ctx.db, 'pad', o)).find((l) => l.action === 'duplicate_merged');
    expect(merged!.details).toMatchObject({ kept_upload_ids: [oKept, dKept], removed_upload_ids: [oDropped] });
  });

  test('all or nothing: a refused merge changes neither pad', async () => {
    const o = await createPad(57.5, -4.0, 'Glen A');
    const d = await createPad(57.5 + north(20), -4.0, 'Glen B');
    await ctx.app.inject({
      method: 'POST',
      url: `/api/app/pads/${d}/reviews`,
      headers: pilot.headers,
      payload: { rating: 2 },
    });
    const shown = (await call('GET', `/api/admin/dupe-checker/show/${o}/${d}`)).json().data;
    // A photo of a third pad: refused inside the transaction, after the pad was already rewritten.
    const res = await call(
      'POST',
      `/api/admin/dupe-checker/merge-pads/${o}/${d}`,
      mergePayloadFrom(shown.original, { name: 'Glen Merged', upload_ids: [2147483000] }),
    );
    expect(res.statusCode).toBe(422);
    const { rows } = await ctx.db.execute(sql`SELECT (SELECT name FROM pads WHERE id = ${o}) AS name,
      (SELECT deleted_at FROM pads WHERE id = ${d}) AS deleted_at,
      (SELECT count(*)::int FROM reviews WHERE pad_id = ${d}) AS reviews`);
    expect(rows[0]).toEqual({ name: 'Glen A', deleted_at: null, reviews: 1 });
  });
});

test('the kept pairs, copied pad state included, equal a rebuild after every write above', async () => {
  expect(await keptPairs(ctx.db)).toEqual(await computeAllPairs(ctx.db));
});

test('the badge and the list total, summed from the kept counts, equal a count of the pairs after every write above', async () => {
  expect(await stalePairCounts(ctx.db)).toEqual([]);
  // Folded, the sums stay the same.
  await ctx.db.execute(sql`SELECT fold_kept_counts('duplicate_pair_counts', 'lnp, archived, unmoderated, dismissed')`);
  expect(await stalePairCounts(ctx.db)).toEqual([]);
  const counted = async (where: string) =>
    Number(
      (await ctx.db.execute(sql.raw(`SELECT count(*) AS n FROM duplicate_pairs WHERE NOT dismissed ${where}`))).rows[0]!
        .n,
    );
  const badge = (await call('GET', '/api/admin/dupe-checker/dupe-report-count')).json().data.dupe_count;
  expect(badge).toBe(
    await counted('AND NOT (a_lnp OR b_lnp OR a_archived OR b_archived OR a_unmoderated OR b_unmoderated)'),
  );
  expect(badge).toBeGreaterThan(0);
  const total = async (query: string) =>
    (await call('GET', `/api/admin/dupe-checker/index?${query}`)).json().meta.total as number;
  expect(await total('is_archived_pads_included=1&is_unmoderated_pads_included=1')).toBe(
    await counted('AND NOT (a_lnp OR b_lnp)'),
  );
  expect(await total('is_lnp_pads_included=1&is_archived_pads_included=1&is_unmoderated_pads_included=1')).toBe(
    await counted(''),
  );
});

test('a rebuild repairs a missing, an extra and a stale pair, and leaves the right ones alone', async () => {
  const { rows } = await ctx.db.execute<{ pad_a: number; pad_b: number }>(
    sql`SELECT pad_a, pad_b FROM duplicate_pairs ORDER BY 1, 2 LIMIT 2`,
  );
  const [missing, stale] = rows;
  const { rows: far } = await ctx.db.execute<{ a: number; b: number }>(
    sql`SELECT min(id) AS a, max(id) AS b FROM pads`,
  );
  await ctx.db.execute(sql`DELETE FROM duplicate_pairs WHERE pad_a = ${missing!.pad_a} AND pad_b = ${missing!.pad_b}`);
  await ctx.db.execute(sql`UPDATE duplicate_pairs SET a_name_key = 'stale', a_owned = NOT a_owned
    WHERE pad_a = ${stale!.pad_a} AND pad_b = ${stale!.pad_b}`);
  await ctx.db.execute(sql`INSERT INTO duplicate_pairs (pad_a, pad_b, distance_m, a_name_key, b_name_key, a_created_at,
    b_created_at) VALUES (${far[0]!.a}, ${far[0]!.b}, 5, 'x', 'y', now(), now())`);
  const before = await keptPairs(ctx.db);
  expect(await rebuildAllPairs(ctx.db)).toBe(3);
  const after = await keptPairs(ctx.db);
  expect(after).toEqual(await computeAllPairs(ctx.db));
  expect(after.length).toBe(before.length);
  // Nothing left to write.
  expect(await rebuildAllPairs(ctx.db)).toBe(0);
  expect(await stalePairCounts(ctx.db)).toEqual([]);
});

test('a rebuild into an empty table writes every pair and builds its indexes again as they were', async () => {
  const indexes = async () =>
    (
      await ctx.db.execute<{ indexdef: string }>(
        sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'duplicate_pairs' ORDER BY indexname`,
      )
    ).rows.map((r) => r.indexdef);
  const before = await indexes();
  const all = await computeAllPairs(ctx.db);
  expect(all.length).toBeGreaterThan(2);
  await ctx.db.execute(sql`DELETE FROM duplicate_pairs`);
  expect(await rebuildAllPairs(ctx.db)).toBe(all.length);
  expect(await keptPairs(ctx.db)).toEqual(all);
  expect(await indexes()).toEqual(before);
  expect(before.length).toBeGreaterThan(5);
  // A failure part-way leaves the indexes (dropped in the same transaction) as they were.
  await ctx.db.execute(sql`DELETE FROM duplicate_pairs`);
  await expect(
    ctx.db.transaction(async (tx) => {
      await rebuildAllPairs(tx);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await indexes()).toEqual(before);
  expect(await rebuildAllPairs(ctx.db)).toBe(all.length);
  expect(await stalePairCounts(ctx.db)).toEqual([]);
});

test('the report counters match a recount of their sources after every write above', async () => {
  expect(await staleReportCounters(ctx.db)).toEqual([]);
});
