// Shared set-up for the revision, owner and note tests: reference rows, people with tokens, and pads
// made the way the apps make them (a pilot submits through /api/app, an admin acts through /api/admin).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../src/config.js';
import { createTestContext, type TestContext } from './context.js';
import { ROLE, userWithToken } from './helpers.js';
import { seedReference } from './padsCreate.fixtures.js';

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
  return { ctx, admin, pilot, owner, mailDir };
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
