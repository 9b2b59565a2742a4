// A small, fully known data set for the list engine tests (independent of the demo seed).
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import {
  categories,
  contacts,
  facilities,
  padFacilities,
  padTags,
  pads,
  statuses,
  tags,
  users,
} from '../../src/db/schema.js';
import { issueToken } from '../../src/plugins/auth.js';

export const CATEGORY_NAMES = [
  'Aerial Point of Interest',
  'B&B',
  'Landing Site',
  'Hotel',
  'Pub',
  'Restaurant',
  'Aerodrome',
];
const DAY = 86_400_000;

export interface Fixture {
  admin: { id: number; headers: Record<string, string> };
  otherAdmin: { id: number; headers: Record<string, string> };
  users: Record<
    'premium' | 'freemium' | 'free' | 'owner' | 'deletedAdmin' | 'undefinedRole' | 'deletedAccount',
    number
  >;
  pads: Record<string, number>;
}

type NewPad = typeof pads.$inferInsert;

export async function seedListFixture(db: Db): Promise<Fixture> {
  await db.insert(categories).values(CATEGORY_NAMES.map((name, i) => ({ id: i + 1, name })));
  await db
    .insert(statuses)
    .values(['Unmoderated', 'Pending', 'Moderated', 'Rejected'].map((name, i) => ({ id: i + 1, name })));
  await db.insert(facilities).values([
    { id: 1, name: 'Jet A1' },
    { id: 2, name: '100LL/Avgas' },
    { id: 3, name: 'Mogas' },
    { id: 4, name: 'Custom facility' },
    { id: 5, name: 'Toilets' },
  ]);
  await db.insert(tags).values([
    { id: 1, name: 'coastal' },
    { id: 2, name: 'grass' },
  ]);
  await db.execute(
    sql`INSERT INTO contact_types (id, name) VALUES (1, 'Pad Contact'), (2, 'Other'), (3, 'Submitter'), (4, 'Owner')`,
  );

  const now = Date.now();
  const future = new Date(now + 90 * DAY);
  const user = async (values: Partial<typeof users.$inferInsert> & { username: string }) => {
    const [row] = await db
      .insert(users)
      .values({ email: `${values.username}@pads.test`, password_hash: 'x', ...values })
      .returning({ id: users.id });
    return row!.id;
  };
  const adminId = await user({ username: 'alice', first_name: 'Alice', last_name: 'Admin', role: 1 });
  const otherAdminId = await user({ username: 'bob', first_name: 'Bob', last_name: 'Boss', role: 1 });
  const ids = {
    premium: await user({
      username: 'paula',
      first_name: 'Paula',
      role: 2,
      renewal_date: future,
      last_action_at: new Date(now - 2 * DAY),
    }),
    freemium: await user({
      username: 'fred',
      first_name: 'Fred',
      role: 2,
      renewal_date: future,
      free_renewal_date: future,
    }),
    free: await user({
      username: 'frank',
      first_name: 'Frank',
      role: 2,
      renewal_date: new Date(now - 10 * DAY),
      last_action_at: new Date(now - 60 * DAY),
    }),
    owner: await user({
      username: 'olga',
      first_name: 'Olga',
      role: 3,
      renewal_date: future,
      last_action_at: new Date(now - DAY),
    }),
    deletedAdmin: await user({ username: 'dora', first_name: 'Dora', role: 1, deleted_at: new Date(now - DAY) }),
    undefinedRole: await user({ username: 'uma', first_name: 'Uma', role: 0 }),
    deletedAccount: await user({ username: 'dan', first_name: 'Dan', role: 2, is_deleted_account: true }),
  };

  const base = (name: string, i: number): NewPad => ({
    name,
    category_id: 3,
    status_id: 3,
    latitude: 51 + i * 0.01,
    longitude: -1 - i * 0.01,
    country_code: 'GB',
    region: 'England',
    submitter_user_id: adminId,
    created_at: new Date(Date.UTC(2024, 0, 1 + i)),
  });
  const specs: Array<[string, Partial<NewPad>]> = [
    ['Alpha Field', { status_id: 1 }],
    ['Bravo Hotel', { category_id: 4, is_phonable: false }],
    ['Charlie Pub', { category_id: 5, is_landing_permitted: false, region: 'Scotland' }],
    ['Delta Private', { user_id: ids.premium, submitter_user_id: ids.premium }],
    ['Echo Archived', { deleted_at: new Date(Date.UTC(2024, 5, 1)), archive_reason: 'closed' }],
    ['Foxtrot APOI', { category_id: 1 }],
    ['Golf Consumer', { submitter_user_id: ids.free, status_id: 1 }],
    ['=HYPERLINK("http://evil")', { country_code: null, region: null, notes: '+cmd', website: '-1+1', icao: '@SUM' }],
    ['Juliet 100% _pad_', { category_id: 7, icao: 'EGLL', country_code: 'IE', region: 'Leinster' }],
    ['Kilo Claimed', { category_id: 2 }],
  ];
  const padIds: Record<string, number> = {};
  const rows = specs.map(([name, extra], i) => ({ ...base(name, i), ...extra }));
  // 15 plain filler pads so the list has two pages of 20.
  for (let i = 0; i < 15; i++) rows.push(base(`Filler ${String(i).padStart(2, '0')}`, 20 + i));
  const inserted = await db.insert(pads).values(rows).returning({ id: pads.id, name: pads.name });
  for (const r of inserted) padIds[r.name] = r.id;

  await db.insert(contacts).values([
    {
      pad_id: padIds['Kilo Claimed']!,
      user_id: ids.owner,
      contact_type_id: 4,
      is_claimed: true,
      name: 'Olga',
      phone: '+441234',
      email: 'olga@pads.test',
    },
    { pad_id: padIds['Bravo Hotel']!, user_id: ids.free, contact_type_id: 4, is_claimed: false, name: 'Frank' },
    {
      pad_id: padIds['Alpha Field']!,
      contact_type_id: 1,
      is_primary: true,
      name: 'Pad Phone',
      phone: '+44 1',
      email: 'a@x.test',
    },
  ]);
  await db.insert(padFacilities).values([
    { pad_id: padIds['Juliet 100% _pad_']!, facility_id: 1 },
    { pad_id: padIds['Juliet 100% _pad_']!, facility_id: 3 },
  ]);
  await db.insert(padTags).values([
    { pad_id: padIds['Juliet 100% _pad_']!, tag_id: 1 },
    { pad_id: padIds['Juliet 100% _pad_']!, tag_id: 2 },
  ]);

  const token = async (id: number) => ({ authorization: `Bearer ${await issueToken(db, id, 'jest', '127.0.0.1')}` });
  return {
    admin: { id: adminId, headers: await token(adminId) },
    otherAdmin: { id: otherAdminId, headers: await token(otherAdminId) },
    users: ids,
    pads: padIds,
  };
}

/** Builds a query string the way the client does (URL-encoded, flat `filters[col:op]` keys). */
export function qs(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}
