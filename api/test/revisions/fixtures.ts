// Shared set-up for the revision, owner and note tests: reference rows, people with tokens, and pads
// made the way the apps make them (a pilot submits through /api/app, an admin acts through /api/admin).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../src/config.js';
import type { PadSnapshot } from '../../src/domain/padSnapshot.js';
import { createTestContext, type TestContext } from '../context.js';
import { ROLE, userWithToken } from '../helpers.js';
import { seedReference } from '../pads/create.fixtures.js';

export type Headers = Record<string, string>;

export interface RevisionTestWorld {
  ctx: TestContext;
  admin: Awaited<ReturnType<typeof userWithToken>>;
  pilot: Awaited<ReturnType<typeof userWithToken>>;
  owner: Awaited<ReturnType<typeof userWithToken>>;
  mailDir: string;
}

export async function revisionTestWorld(overrides: Partial<Config> = {}): Promise<RevisionTestWorld> {
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'pads-mail-'));
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'pads-uploads-'));
  const ctx = await createTestContext({
    mailDir,
    uploadsDir,
    smtpUrl: undefined,
    appUrl: 'https://app.example.test',
    ...overrides,
  });
  await seedReference(ctx.db);
  const admin = await userWithToken(ctx.db, { role: ROLE.Admin });
  const pilot = await userWithToken(ctx.db, { role: ROLE.Pilot, first_name: 'Pia', last_name: 'Pilot' });
  const owner = await userWithToken(ctx.db, { role: ROLE.Owner, first_name: 'Olly', last_name: 'Owner' });
  const close = ctx.close;
  ctx.close = async () => {
    await close();
    await Promise.all([mailDir, uploadsDir].map((dir) => rm(dir, { recursive: true, force: true })));
  };
  return { ctx, admin, pilot, owner, mailDir };
}

/** The messages written to the mail folder since `before` (file names), read back with their bodies decoded. */
export async function newMails(mailDir: string, before: Set<string>) {
  const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml') && !before.has(f)).sort();
  return Promise.all(files.map(async (file) => parseEml(await readFile(path.join(mailDir, file), 'utf8'))));
}

export const mailFiles = async (mailDir: string) => new Set(await readdir(mailDir));

/** Headers and the decoded text of a simple .eml (quoted-printable parts decoded in place). */
export function parseEml(raw: string) {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1] ?? null;
  const body = raw
    .slice(split + 2)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to: header('To'), subject: header('Subject'), from: header('From'), body };
}

export const padBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hilltop Farm',
  category_id: 3,
  is_landing_permitted: true,
  tags: [1],
  warnings: [],
  facilities: [],
  location: {
    address: '1 Farm Lane',
    country: 'Ireland',
    country_code: 'IE',
    county: 'Kerry',
    region: 'Munster',
    latitude: 52.1,
    longitude: -9.5,
  },
  contacts: [{ name: 'Ann', phone: '+353123', email: 'ann@pads.test', contact_type_id: 1 }],
  website: 'https://hilltop.example',
  site_information: 'Open field',
  ...overrides,
});

export const call = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: unknown,
) => ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A pad submitted by a pilot through the app: its id and its Addition revision's id. */
export async function submitPad(ctx: TestContext, headers: Headers, overrides: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/app/pads', headers, padBody(overrides));
  if (res.statusCode !== 201) throw new Error(`submit pad: ${res.statusCode} ${res.body}`);
  const { pad_id, revision_id } = res.json().data as { pad_id: number; revision_id: number };
  return { padId: pad_id, revisionId: revision_id };
}

/**
 * The merge screen's payload (revision or duplicate mode) when every row keeps `pad`'s side: a pad snapshot
 * (a revision's `current`, or a side of GET /admin/dupe-checker/show); `overrides` replaces keys.
 */
export function mergePayloadFrom(pad: PadSnapshot, overrides: Record<string, unknown> = {}) {
  return {
    name: pad.name,
    category_id: pad.category_id,
    is_landing_permitted: pad.is_landing_permitted,
    'location#name': pad.location.name,
    'location#latitude': pad.location.latitude,
    'location#longitude': pad.location.longitude,
    'location#region': pad.location.region ?? '',
    'location#country': pad.location.country_code ?? '',
    'location#county': pad.location.county ?? '',
    'location#is_address_split': false,
    facilities: pad.facilities,
    warnings: pad.warnings,
    landing_fees: pad.landing_fees,
    icao: pad.icao ?? '',
    hisc: pad.hisc ?? '',
    site_information: pad.site_information ?? '',
    landing_advice: pad.landing_advice ?? '',
    tags: pad.tags,
    'pad_social#website': pad.pad_social.website ?? '',
    'pad_social#twitter_handle': (pad.pad_social.twitter_handle ?? '').replace(/^@/, ''),
    'pad_social#trip_advisor_rating': pad.pad_social.trip_advisor_rating,
    accept_survey: false,
    upload_ids: [],
    contacts: pad.contacts.filter((c) => c.contact_type_id === 1),
    owners: pad.contacts.filter((c) => c.contact_type_id === 4).map((c) => c.id),
    ...overrides,
  };
}
