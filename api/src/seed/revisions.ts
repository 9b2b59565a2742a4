// Demo revisions, owners, notes and reports, made through the API as the apps make them: pilots and
// owners call /api/app with their own tokens, the demo admin answers through /api/admin, all by
// app.inject on the real app. Runs once, right after the demo data (seed()).
// Afterwards the revisions' dates are spread over the past two years, a few before the purgatory
// cut-off (2021-01-01): history cannot be made through calls made today
// (docs/decisions/0041-demo-revisions-through-the-api.md).
import { CONTACT_TYPE, REVISION_TYPE } from '@pads/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/client.js';
import { accessTokens, contacts, pads, revisions, users } from '../db/schema.js';
import { loadPadSnapshot } from '../domain/padSnapshot.js';
import { issueToken, ROLE } from '../plugins/auth.js';
import { DEMO_ADMIN } from './people.js';
import { seedDemoReviews } from './reviews.js';
import { DEMO_SURVEYS, seedDemoSurveys } from './surveys.js';
import { multipartBody } from './multipart.js';
import { DEMO_DUPLICATES, seedDemoDuplicates } from './duplicates.js';
import { seedDemoEngagement } from './reports.js';

/** Pads the demo pilots submit (Additions). */
export const DEMO_ADDITIONS = 12;
/** Pads this step adds to the demo pads: the additions, two pads the admin creates with photos, the near-duplicates. */
export const DEMO_PADS_THROUGH_API = DEMO_ADDITIONS + 2 + DEMO_DUPLICATES;

type Headers = Record<string, string>;

export async function seedDemoRevisions(db: Db, config: Config = loadConfig()): Promise<void> {
  // The seed's own calls must not hit the per-user limit meant for people.
  const app = await buildApp({ db, config: { ...config, appRateLimit: { max: 1_000_000, timeWindow: '1 minute' } } });
  await app.ready();
  const headersOf = async (userId: number): Promise<Headers> => ({
    authorization: `Bearer ${await issueToken(db, userId, 'seed', '127.0.0.1')}`,
  });
  try {
    await seedThroughCalls(app, db, headersOf);
  } finally {
    // Seed sessions end with the seed.
    await db
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(accessTokens.device, 'seed'), isNull(accessTokens.revoked_at)));
    await app.close();
  }
  await spreadDates(db);
}

async function seedThroughCalls(app: FastifyInstance, db: Db, headersOf: (userId: number) => Promise<Headers>) {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => {
    const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`seed: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, number> } & Record<string, unknown>;
  };
  const liveMembers = (role: number, n: number) =>
    db
      .select()
      .from(users)
      .where(and(eq(users.role, role), isNull(users.deleted_at), eq(users.is_deleted_account, false)))
      .orderBy(asc(users.id))
      .limit(n);
  const [adminRow] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  const admin = await headersOf(adminRow!.id);
  const pilots = await Promise.all(
    (await liveMembers(ROLE.Pilot, 12)).map(async (u) => ({ user: u, headers: await headersOf(u.id) })),
  );
  const owners = await Promise.all(
    (await liveMembers(ROLE.Owner, 8)).map(async (u) => ({ user: u, headers: await headersOf(u.id) })),
  );
  const publicPads = await db
    .select({ id: pads.id, name: pads.name })
    .from(pads)
    .where(and(isNull(pads.user_id), isNull(pads.deleted_at), eq(pads.status_id, 3), sql`${pads.category_id} <> 1`))
    // The newest: generated pads, not the real airfields of ie-airports.csv (inserted first).
    .orderBy(desc(pads.id))
    .limit(40);
  const padAt = (i: number) => publicPads[i % publicPads.length]!;
  const pilotAt = (i: number) => pilots[i % pilots.length]!;
  const ownerAt = (i: number) => owners[i % owners.length]!;

  // Additions: new pads from pilots, around Ireland.
  const additions: Array<{ pad_id: number; revision_id: number }> = [];
  for (let i = 0; i < DEMO_ADDITIONS; i++) {
    const res = await call('POST', '/api/app/pads', pilotAt(i).headers, {
      name: `${['Meadow', 'Castle', 'Lough', 'Glen'][i % 4]} Landing ${i + 1}`,
      category_id: [3, 2, 5, 6][i % 4],
      is_landing_permitted: true,
      location: { address: `${i + 1} Demo Road`, latitude: 52 + (i % 6) * 0.4, longitude: -9.5 + (i % 5) * 0.6 },
      contacts: [
        {
          name: `Contact ${i + 1}`,
          phone: `+35387${String(1000000 + i)}`,
          email: `landing${i + 1}@pads.test`,
          contact_type_id: CONTACT_TYPE.PadContact,
        },
      ],
      site_information: 'Submitted from the app',
    });
    additions.push(res.data as { pad_id: number; revision_id: number });
  }

  // Updates: suggested changes to moderated pads, two by the pads' own claimed owners.
  const updates: number[] = [];
  for (let i = 0; i < 8; i++) {
    const pad = padAt(i);
    const current = await snapshotOf(db, pad.id);
    const res = await call('POST', `/api/app/pads/${pad.id}/suggest-update`, pilotAt(i).headers, {
      ...current,
      name: `${pad.name} (${['new gate', 'renamed', 'moved pad'][i % 3]})`,
      website: `https://pad${pad.id}.example`,
      comment: 'Spotted on my last visit',
    });
    updates.push(res.data.revision_id!);
  }
  for (const own of await claimedOwners(db, 2, 'first')) {
    const headers = await headersOf(own.user_id!);
    const current = await snapshotOf(db, own.pad_id);
    await call('POST', `/api/app/pads/${own.pad_id}/suggest-update`, headers, {
      ...current,
      landing_advice: 'Approach from the south',
    });
  }

  // Claims, reports of every kind, moderation requests.
  const claims: number[] = [];
  for (let i = 0; i < 6; i++)
    claims.push(
      (
        await call('POST', `/api/app/pads/${padAt(10 + i).id}/claim`, ownerAt(i).headers, {
          comment: 'This is my place',
        })
      ).data.revision_id!,
    );
  const reports: number[] = [];
  for (let i = 0; i < 9; i++) {
    const res = await call('POST', `/api/app/pads/${padAt(16 + (i % 6)).id}/report`, pilotAt(i + 3).headers, {
      pad_report_type: i % 3,
      comment: ['Field is ploughed', 'Phone number is dead', 'Pin is 200 m off'][i % 3],
    });
    reports.push(res.data.revision_id!);
  }
  const reportable = await seedDemoReviews({ app, call, admin, pilotAt, padAt });
  // Surveys are written by the pad's own people: these are started by claimed owners (other owners than the
  // ones suggesting updates above).
  const surveyors = await claimedOwners(db, DEMO_SURVEYS, 'last');
  await seedDemoSurveys({
    app,
    call,
    owned: await Promise.all(surveyors.map(async (o) => ({ padId: o.pad_id, headers: await headersOf(o.user_id!) }))),
  });
  for (let i = 0; i < 4; i++)
    await call('POST', `/api/app/pads/${padAt(22 + i).id}/report-review`, pilotAt(i + 1).headers, {
      review_id: reportable[i]!,
      comment: 'Offensive',
    });
  for (let i = 0; i < 4; i++)
    await call('POST', `/api/app/pads/${padAt(26 + i).id}/request-moderation`, ownerAt(i).headers, {
      comment: 'Please check my pad',
    });

  // Reported photos: the admin creates two pads with photos (multipart, as the panel does); pilots report them.
  const { default: sharp } = await import('sharp');
  for (let i = 0; i < 2; i++) {
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 40 + i * 80, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const data = JSON.stringify({
      name: `Photo Farm ${i + 1}`,
      category_id: 3,
      location: { address: `Photo Lane ${i + 1}`, latitude: 53.2 + i * 0.1, longitude: -7.6 },
      contacts: [
        { name: 'Farm office', email: `photofarm${i + 1}@pads.test`, contact_type_id: CONTACT_TYPE.PadContact },
      ],
      photos: [{ direction: 'north' }],
    });
    const form = multipartBody([
      { name: 'data', value: data },
      { name: 'directions[]', value: 'north' },
      { name: 'photos[]', filename: 'farm.jpg', contentType: 'image/jpeg', value: photo },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/pads',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    if (res.statusCode !== 201) throw new Error(`seed: photo pad → ${res.statusCode} ${res.body}`);
    const created = res.json().data as { id: number; uploads: { id: number }[] };
    await call('POST', `/api/app/pads/${created.id}/report-upload`, pilotAt(i + 5).headers, {
      upload_id: created.uploads[0]!.id,
      comment: 'Not this place',
    });
  }

  await seedDemoDuplicates(db, call, admin);
  await seedDemoEngagement({ call, pilotAt, padAt, password: DEMO_ADMIN.password });

  // Conversions: pilots ask for their private pads to be made public.
  const privatePads = await db
    .select({ id: pads.id, user_id: pads.user_id })
    .from(pads)
    .innerJoin(users, eq(users.id, pads.user_id))
    .where(and(isNull(pads.deleted_at), isNull(users.deleted_at), eq(users.is_deleted_account, false)))
    .orderBy(asc(pads.id))
    .limit(3);
  for (const p of privatePads)
    await call('POST', `/api/app/pads/${p.id}/convert`, await headersOf(p.user_id!), { comment: 'Happy to share it' });

  // The admin works through part of it: accepted and cancelled revisions of several types.
  await call('GET', `/api/admin/revisions/accept/${additions[0]!.revision_id}?type=1`, admin);
  await call('GET', `/api/admin/revisions/accept/${additions[1]!.revision_id}?type=1`, admin);
  await call('GET', `/api/admin/revisions/cancel/${additions[2]!.revision_id}`, admin);
  await call('GET', `/api/admin/revisions/accept/${updates[0]!}?type=3`, admin);
  await call('GET', `/api/admin/revisions/cancel/${updates[1]!}`, admin);
  await call('GET', `/api/admin/revisions/accept/${claims[0]!}?type=2`, admin);
  await call('GET', `/api/admin/revisions/accept/${reports[0]!}?type=4`, admin);
  await call('GET', `/api/admin/revisions/cancel/${reports[1]!}`, admin);

  // Owners in every state on a few pads: unclaimed (user / e-mail only), pending with a reason,
  // sent a confirmation e-mail, confirmed.
  for (let i = 0; i < 4; i++) {
    const pad = padAt(30 + i);
    const added = await call('PATCH', `/api/admin/pads/add-owner/${pad.id}/${ownerAt(i + 4).user.id}`, admin);
    const byEmail = (await call('POST', '/api/admin/pads/add-owner-contact-by-email', admin, {
      name: `Prospective Owner ${i + 1}`,
      email: `prospect${i + 1}.pad${pad.id}@pads.test`,
      phone: '',
      contact_type_id: CONTACT_TYPE.Owner,
      pad_id: pad.id,
    })) as unknown as { id: number };
    if (i === 0)
      await call('PUT', `/api/admin/contacts/update-pending-status/${pad.id}/${byEmail.id}`, admin, {
        comment: 'Waiting for proof of ownership',
      });
    if (i === 1)
      await call('PUT', `/api/admin/contacts/update-pending-status/${pad.id}/${byEmail.id}`, admin, {
        is_confirmation: true,
      });
    if (i === 2)
      await call('PATCH', '/api/admin/pads/accept-owner', admin, {
        pad_id: pad.id,
        user_id: ownerAt(i + 4).user.id,
        contact_id: added.data.id!,
      });
  }

  // Internal notes.
  for (let i = 0; i < 10; i++) {
    const pad = padAt(i * 3);
    for (let n = 0; n < 1 + (i % 4); n++)
      await call('POST', `/api/admin/pads/add-note/${pad.id}`, admin, {
        note: [
          'Called the owner, no answer',
          'Gate code changes monthly',
          'Checked on the map: pin is right',
          'Landing fee confirmed by phone',
        ][n]!,
      });
  }
}

/**
 * Claimed owners (type 4 contacts linked to an account) of live public pads, whose accounts use the app: the
 * first or the last `n` by contact.
 */
async function claimedOwners(db: Db, n: number, end: 'first' | 'last') {
  return db
    .select({ pad_id: contacts.pad_id, user_id: contacts.user_id })
    .from(contacts)
    .innerJoin(users, eq(users.id, contacts.user_id))
    .innerJoin(pads, eq(pads.id, contacts.pad_id))
    .where(
      and(
        eq(contacts.contact_type_id, CONTACT_TYPE.Owner),
        eq(contacts.is_claimed, true),
        inArray(users.role, [ROLE.Pilot, ROLE.Owner]),
        isNull(users.deleted_at),
        eq(users.is_deleted_account, false),
        isNull(pads.deleted_at),
        isNull(pads.user_id),
      ),
    )
    .orderBy(end === 'first' ? asc(contacts.id) : desc(contacts.id))
    .limit(n);
}

/** The pad as the app's edit form holds it (the pad-create shape): what the app loads before an edit. */
async function snapshotOf(db: Db, padId: number) {
  const s = (await loadPadSnapshot(db, padId))!;
  return {
    name: s.name,
    category_id: s.category_id,
    is_landing_permitted: s.is_landing_permitted,
    icao: s.icao && /^[A-Z]{4}$/.test(s.icao) && [3, 7].includes(s.category_id) ? s.icao : '',
    landing_fee_id: s.landing_fees,
    tags: s.tags,
    warnings: s.warnings,
    facilities: s.facilities,
    location: {
      address: s.location.name || 'Unknown address',
      country: s.location.country ?? '',
      county: s.location.county ?? '',
      region: s.location.region ?? '',
      country_code: s.location.country_code ?? '',
      latitude: s.location.latitude,
      longitude: s.location.longitude,
    },
    contacts: s.contacts.length
      ? s.contacts.map((c) => ({
          name: c.name ?? '',
          phone: c.phone ?? '',
          email: c.email ?? '',
          contact_type_id: c.contact_type_id,
        }))
      : [{ name: 'Pad contact', phone: '', email: '', contact_type_id: CONTACT_TYPE.PadContact }],
    website: s.pad_social.website ?? '',
    twitter_handle: (s.pad_social.twitter_handle ?? '').replace(/^@/, ''),
    trip_advisor_rating: s.pad_social.trip_advisor_rating,
    site_information: s.site_information ?? '',
    landing_advice: s.landing_advice ?? '',
  };
}

/**
 * Spreads the seeded revisions over two years (two additions fall before the purgatory cut-off), and the
 * demo surveys over the past months, so the 360 Surveys report draws a line.
 */
async function spreadDates(db: Db): Promise<void> {
  await db.execute(sql`UPDATE surveys SET updated_at = now() - (id % 8) * interval '37 days',
    created_at = now() - (id % 8) * interval '37 days' - interval '3 days'`);
  await db.execute(
    sql`UPDATE ${revisions} SET created_at = now() - (id % 700) * interval '1 day' - (id % 24) * interval '1 hour'`,
  );
  const [first, second] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.type, REVISION_TYPE.Addition), eq(revisions.status, 1)))
    .orderBy(asc(revisions.id))
    .offset(3)
    .limit(2);
  const ids = [first, second].filter(Boolean).map((r) => r!.id);
  if (ids.length)
    await db
      .update(revisions)
      .set({ created_at: new Date('2020-11-15T10:00:00Z') })
      .where(inArray(revisions.id, ids));
  await db.execute(sql`ANALYZE revisions`);
}
