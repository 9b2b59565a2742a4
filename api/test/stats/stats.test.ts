import { sql } from 'drizzle-orm';
import { contacts, pads, users } from '../../src/db/schema.js';
import { seedReference } from '../../src/seed/index.js';
import { createTestContext, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';

const DAY = 86_400_000;

describe('GET /api/admin/stats on the seed data', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestContext({}, {}, { demoData: true });
    headers = (await userWithToken(ctx.db)).headers;
  }, 180_000); // the first file to ask for the demo template seeds it
  afterAll(() => ctx.close());

  test('every number equals an independent SQL count of the spec definition', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    expect(res.statusCode).toBe(200);
    // Written out plainly, on purpose not reusing src/domain/definitions.ts.
    const q = async (text: string) => Number((await ctx.db.$client.query(text)).rows[0].n);
    const premium = 'renewal_date >= now() AND free_renewal_date IS NULL';
    const freemium = 'free_renewal_date = renewal_date AND renewal_date >= now()';
    const free = `NOT coalesce(${premium}, false) AND NOT coalesce(${freemium}, false)`;
    const active = "last_action_at BETWEEN now() - interval '1 month' AND now()";
    const people = (role: number, where: string) =>
      q(`SELECT count(*) n FROM users WHERE role = ${role} AND deleted_at IS NULL AND (${where})`);
    const expected = {
      moderated_pads: await q(
        'SELECT count(*) n FROM pads WHERE status_id = 3 AND is_landing_permitted AND category_id <> 1 AND deleted_at IS NULL',
      ),
      unmoderated_pads: await q('SELECT count(*) n FROM pads WHERE status_id = 1 AND deleted_at IS NULL'),
      claimed_pads: await q(
        'SELECT count(DISTINCT p.id) n FROM pads p JOIN contacts c ON c.pad_id = p.id AND c.contact_type_id = 4 AND c.is_claimed WHERE p.deleted_at IS NULL',
      ),
      free_owners: await people(3, free),
      premium_owners: await people(3, premium),
      free_pilots: await people(2, free),
      premium_pilots: await people(2, premium),
      freemium_pilots: await people(2, freemium),
      active_free_pilots: await people(2, `(${free}) AND ${active}`),
      active_premium_pilots: await people(2, `(${premium}) AND ${active}`),
      active_freemium_pilots: await people(2, `(${freemium}) AND ${active}`),
      deleted_accounts: await q('SELECT count(*) n FROM users WHERE is_deleted_account'),
    };
    expect(res.json()).toEqual({ data: expected });
    // The seed covers every group, so no number is trivially zero.
    for (const value of Object.values(expected)) expect(value).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/stats edge cases', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedReference(ctx.db);
  });
  afterAll(() => ctx.close());

  test('boundaries of each definition', async () => {
    const { headers } = await userWithToken(ctx.db);
    const now = Date.now();
    const future = new Date(now + 10 * DAY);
    const past = new Date(now - DAY);
    let n = 0;
    const person = (role: number, v: Partial<typeof users.$inferInsert>) => ({
      username: `p${++n}`,
      email: `p${n}@example.com`,
      password_hash: 'x',
      role,
      ...v,
    });
    await ctx.db.insert(users).values([
      person(ROLE.Pilot, { renewal_date: future }), // premium, not active
      person(ROLE.Pilot, { renewal_date: future, last_action_at: new Date(now - 5 * DAY) }), // premium, active
      person(ROLE.Pilot, { renewal_date: future, free_renewal_date: future }), // freemium
      person(ROLE.Pilot, { renewal_date: past, free_renewal_date: past }), // expired freemium → free
      person(ROLE.Pilot, { renewal_date: future, free_renewal_date: new Date(now + DAY) }), // neither rule → free
      person(ROLE.Pilot, {}), // free, no dates
      person(ROLE.Pilot, { last_action_at: new Date(now - 40 * DAY) }), // free, active long ago
      person(ROLE.Pilot, { last_action_at: new Date(now + DAY) }), // free, "active" in the future: not counted active
      person(ROLE.Pilot, { renewal_date: future, deleted_at: past }), // deactivated: in no pilot count
      person(ROLE.Pilot, { is_deleted_account: true }), // free + a deleted account
      person(ROLE.Owner, { renewal_date: future }), // premium owner
      person(ROLE.Owner, { renewal_date: past }), // free owner
      person(ROLE.Owner, { renewal_date: future, free_renewal_date: future }), // freemium owner: neither owner count
      person(ROLE.Admin, { renewal_date: future }), // admins are in no pilot/owner count
    ]);
    const pad = (v: Partial<typeof pads.$inferInsert>) => ({
      name: 'P',
      category_id: 3,
      latitude: 53,
      longitude: -7,
      ...v,
    });
    const padRows = await ctx.db
      .insert(pads)
      .values([
        pad({ status_id: 3 }), // moderated
        pad({ status_id: 3, is_landing_permitted: false }),
        pad({ status_id: 3, category_id: 1 }),
        pad({ status_id: 3, deleted_at: past }), // archived: out
        pad({ status_id: 1 }), // unmoderated
        pad({ status_id: 1, deleted_at: past }), // archived: out
        pad({ status_id: 2 }),
      ])
      .returning({ id: pads.id });
    const [a, b, c, archived] = padRows.map((r) => r.id);
    await ctx.db.insert(contacts).values([
      { pad_id: a!, contact_type_id: 4, is_claimed: true },
      { pad_id: a!, contact_type_id: 4, is_claimed: true }, // same pad twice: counted once
      { pad_id: b!, contact_type_id: 4, is_claimed: false },
      { pad_id: c!, contact_type_id: 1, is_claimed: true }, // not an owner contact
      { pad_id: archived!, contact_type_id: 4, is_claimed: true },
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    expect(res.json()).toEqual({
      data: {
        moderated_pads: 1,
        unmoderated_pads: 1,
        claimed_pads: 1,
        free_owners: 1,
        premium_owners: 1,
        free_pilots: 6,
        premium_pilots: 2,
        freemium_pilots: 1,
        active_free_pilots: 0,
        active_premium_pilots: 1,
        active_freemium_pilots: 0,
        deleted_accounts: 1,
      },
    });
  });

  test('an empty database gives zeros, not nulls', async () => {
    await ctx.db.execute(sql`TRUNCATE pads, users CASCADE`);
    const { headers } = await userWithToken(ctx.db);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    expect(Object.values(res.json().data)).toEqual(Array(12).fill(0));
  });
});
