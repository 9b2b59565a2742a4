// Demo pads: every real Irish aerodrome/heliport from ie-airports.csv, plus pads generated around
// real towns of GB, IE and FR, covering every category, status and list quick filter.
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import path from 'node:path';
import type { contacts, pads } from '../db/schema.js';
import { dataFolder } from '../paths.js';
import { COUNTRY_NAMES, IE_COUNTIES, TOWNS, type Town } from './geography.js';
import { FIRST_NAMES, LAST_NAMES } from './people.js';
import type { Random } from './random.js';
import {
  CATEGORY,
  CONTACT_TYPE,
  FACILITIES,
  FACILITY_LANDING_FEE,
  LANDING_FEES,
  STATUS,
  TAGS,
  WARNING_LANDING_FEE,
  WARNINGS,
} from './reference.js';
import { demoPhone } from './phones.js';

export type NewPad = typeof pads.$inferInsert;
export type NewContact = Omit<typeof contacts.$inferInsert, 'pad_id'>;

export interface PadPlan {
  pad: NewPad;
  contacts: NewContact[];
  tagIds: number[];
  warningIds: number[];
  facilityIds: number[];
}

export interface PadPeople {
  adminIds: number[];
  pilots: { id: number; first_name: string; last_name: string; email: string }[];
}

/** The seed reads its own copy (the repository's shared/data folder is not in the deployed API). */
export const AIRPORTS_CSV = path.join(dataFolder, 'ie-airports.csv');

interface AirportRow {
  ident: string;
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_region: string;
  municipality: string;
  icao_code: string;
  home_link: string;
}

export function readAirports(): AirportRow[] {
  return parse(fs.readFileSync(AIRPORTS_CSV, 'utf8'), { columns: true, skip_empty_lines: true }) as AirportRow[];
}

const DAY = 86_400_000;
const ARCHIVE_REASONS = [
  'Closed permanently',
  'Duplicate of another pad',
  'Owner asked for removal',
  'Landing no longer possible',
];
const SITE_INFO = [
  'Large flat field next to the main building.',
  'Grass landing area, marked with an H in season.',
  'Tarmac pad behind the car park.',
  'Paddock to the east of the house; keep clear of the paddock fence.',
  'Helipad on the lawn, lit on request.',
];
const ADVICE = [
  'Call ahead at least 24 hours before arrival.',
  'Approach from the north to avoid the village.',
  'Beware of power lines on the western boundary.',
  'Land well clear of the spectators area on event days.',
  'Check NOTAMs for local air displays.',
];

const NAME_PATTERNS: Record<number, ((t: string, r: Random) => string)[]> = {
  [CATEGORY.AerialPoi]: [(t) => `${t} Castle`, (t) => `${t} Abbey`, (t) => `${t} Lighthouse`, (t) => `${t} Viewpoint`],
  [CATEGORY.BnB]: [
    (t, r) => `${r.pick(LAST_NAMES)}'s B&B, ${t}`,
    (t) => `${t} Farmhouse B&B`,
    (t) => `The Old Rectory, ${t}`,
  ],
  [CATEGORY.LandingSite]: [
    (t, r) => `${r.pick(LAST_NAMES)} Farm Strip`,
    (t) => `${t} Landing Field`,
    (t) => `${t} Estate Helipad`,
  ],
  [CATEGORY.Hotel]: [(t) => `${t} Grand Hotel`, (t) => `${t} Manor House Hotel`, (t) => `${t} Castle Hotel & Spa`],
  [CATEGORY.Pub]: [
    (t, r) => `The ${r.pick(['Red Lion', 'Crown', 'Black Horse', 'Plough', 'Royal Oak', 'Swan'])}, ${t}`,
    (t, r) => `${r.pick(LAST_NAMES)}'s Bar, ${t}`,
  ],
  [CATEGORY.Restaurant]: [(t) => `${t} Bistro`, (t) => `La Table de ${t}`, (t) => `The Harbour Kitchen, ${t}`],
  [CATEGORY.Aerodrome]: [(t) => `${t} Airfield`, (t) => `${t} Aerodrome`],
  [CATEGORY.GolfCourse]: [(t) => `${t} Golf Club`, (t) => `${t} Links`],
  [CATEGORY.Heliport]: [(t) => `${t} Heliport`, (t) => `${t} Helicopter Centre`],
};

/** Category ids with weights: hospitality dominates, as in the real directory. */
const CATEGORY_WEIGHTS: [number, number][] = [
  [CATEGORY.AerialPoi, 6],
  [CATEGORY.BnB, 12],
  [CATEGORY.LandingSite, 20],
  [CATEGORY.Hotel, 22],
  [CATEGORY.Pub, 14],
  [CATEGORY.Restaurant, 12],
  [CATEGORY.Aerodrome, 6],
  [CATEGORY.GolfCourse, 6],
  [CATEGORY.Heliport, 2],
];

function weighted<T>(rng: Random, items: [T, number][]): T {
  let roll = rng.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items[items.length - 1]![0];
}

const ICAO_PREFIX: Record<Town['country_code'], string> = { GB: 'EG', IE: 'EI', FR: 'LF' };
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

const ids = (rng: Random, count: number, max: number) =>
  rng.sample(
    Array.from({ length: count }, (_, i) => i + 1),
    max,
  );

const phone = (rng: Random, cc: Town['country_code']): string => demoPhone(cc, rng.int(0, 999_999))!;

/** The primary pad contact: mostly a valid number on a phonable pad, an unusable one or none on the others. */
function padContact(rng: Random, cc: Town['country_code'], padName: string, phonable: boolean): NewContact {
  const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const domain = `${slug(padName).slice(0, 40) || 'pad'}.example`;
  const roll = rng.next();
  return {
    name,
    contact_type_id: CONTACT_TYPE.PadContact,
    is_primary: true,
    phone: phonable ? (roll < 0.9 ? phone(rng, cc) : null) : rng.pick(['12345', 'call reception', '000', null]),
    // Some email addresses are invalid on purpose, as in real submitted data.
    email: roll < 0.05 ? `reception at ${domain}` : roll < 0.85 ? `info@${domain}` : null,
  };
}

function landingFeeId(rng: Random, categoryId: number, warningIds: number[], facilityIds: number[]): number | null {
  const required =
    warningIds.includes(WARNING_LANDING_FEE) ||
    (categoryId === CATEGORY.Aerodrome && facilityIds.includes(FACILITY_LANDING_FEE));
  if (required) return rng.int(2, LANDING_FEES.length);
  return categoryId === CATEGORY.Aerodrome && rng.chance(0.3) ? rng.int(1, LANDING_FEES.length) : null;
}

interface CommonInput {
  name: string;
  categoryId: number;
  cc: Town['country_code'];
  region: string;
  regionId: number | undefined;
  lat: number;
  lng: number;
  createdAt: Date;
}

function plan(rng: Random, people: PadPeople, now: number, input: CommonInput, overrides: Partial<NewPad>): PadPlan {
  const { name, categoryId, cc } = input;
  const warningIds = ids(rng, WARNINGS.length, rng.int(0, 2));
  const facilityIds = ids(rng, FACILITIES.length, rng.int(0, 3));
  const consumerSubmitted = rng.chance(0.12);
  const submitter = consumerSubmitted ? rng.pick(people.pilots) : undefined;
  const isPrivate = rng.chance(0.03);
  const phonable = rng.chance(0.92);
  const statusId = weighted(rng, [
    [STATUS.Unmoderated, 20],
    [STATUS.Pending, 5],
    [STATUS.Moderated, 68],
    [STATUS.Rejected, 7],
  ]);
  const archived = rng.chance(0.04);
  const pad: NewPad = {
    name,
    category_id: categoryId,
    status_id: statusId,
    is_moderated: statusId === STATUS.Moderated,
    is_landing_permitted: rng.chance(0.92),
    is_phonable: phonable,
    is_api_accessible: rng.chance(0.9),
    user_id: isPrivate ? rng.pick(people.pilots).id : null,
    submitter_user_id: submitter ? submitter.id : rng.chance(0.8) ? rng.pick(people.adminIds) : null,
    hisc:
      cc !== 'FR' && rng.chance(0.1)
        ? `${cc}${Array.from({ length: 4 }, () => rng.pick([...LETTERS])).join('')}${rng.int(10, 99)}`
        : null,
    site_information: rng.chance(0.7) ? rng.pick(SITE_INFO) : null,
    landing_advice: rng.chance(0.6) ? rng.pick(ADVICE) : null,
    description: rng.chance(0.5) ? `${name} welcomes helicopter guests by prior arrangement.` : null,
    website:
      categoryId !== CATEGORY.AerialPoi && rng.chance(0.5) ? `https://www.${slug(name).slice(0, 40)}.example` : null,
    twitter_handle: rng.chance(0.15) ? `@${slug(name).replace(/-/g, '').slice(0, 15)}` : null,
    trip_advisor_rating:
      [CATEGORY.Hotel, CATEGORY.Pub, CATEGORY.Restaurant, CATEGORY.BnB].includes(categoryId as 2) && rng.chance(0.5)
        ? (rng.int(30, 50) / 10).toFixed(1)
        : null,
    landing_fee_id: landingFeeId(rng, categoryId, warningIds, facilityIds),
    address: `${name}, ${input.region}, ${COUNTRY_NAMES[cc]}`,
    country: COUNTRY_NAMES[cc],
    county: cc === 'IE' ? input.region : null,
    region: input.region,
    region_id: input.regionId ?? null,
    country_code: cc,
    latitude: input.lat,
    longitude: input.lng,
    created_at: input.createdAt,
    updated_at: input.createdAt,
    deleted_at: archived ? new Date(now - rng.int(1, 400) * DAY) : null,
    archive_reason: archived ? rng.pick(ARCHIVE_REASONS) : null,
    ...overrides,
  };
  const padContacts: NewContact[] = [padContact(rng, cc, name, phonable)];
  if (rng.chance(0.15)) padContacts.push({ ...padContact(rng, cc, name, true), is_primary: false });
  if (rng.chance(0.05)) {
    padContacts.push({
      name: `${rng.pick(LAST_NAMES)} Aviation`,
      contact_type_id: CONTACT_TYPE.Operator,
      phone: phone(rng, cc),
      email: null,
    });
  }
  if (submitter) {
    padContacts.push({
      user_id: submitter.id,
      name: `${submitter.first_name} ${submitter.last_name}`,
      email: submitter.email,
      contact_type_id: CONTACT_TYPE.Submitter,
    });
  }
  return { pad, contacts: padContacts, tagIds: ids(rng, TAGS.length, rng.int(0, 3)), warningIds, facilityIds };
}

export function buildPads(
  rng: Random,
  people: PadPeople,
  regionIds: Map<string, number>,
  now: number,
  total: number,
): PadPlan[] {
  const plans: PadPlan[] = [];
  for (const row of readAirports()) {
    const region = IE_COUNTIES[row.iso_region] ?? row.municipality;
    const closed = row.type === 'closed';
    const icao = /^[A-Z]{4}$/.test(row.icao_code) ? row.icao_code : null;
    // Heliports are landing sites (data/README); ICAO-coded airfields are aerodromes; the rest are strips.
    const categoryId = row.type !== 'heliport' && !closed && icao ? CATEGORY.Aerodrome : CATEGORY.LandingSite;
    const p = plan(
      rng,
      people,
      now,
      {
        name: row.name,
        categoryId,
        cc: 'IE',
        region,
        regionId: regionIds.get(`IE|${region}`),
        lat: Number(row.latitude_deg),
        lng: Number(row.longitude_deg),
        createdAt: new Date(now - rng.int(400, 3000) * DAY),
      },
      {
        icao,
        website: row.home_link || null,
        status_id: closed || rng.chance(0.85) ? STATUS.Moderated : STATUS.Unmoderated,
        is_landing_permitted: !closed,
        user_id: null,
        deleted_at: closed ? new Date(now - rng.int(30, 900) * DAY) : null,
        archive_reason: closed ? 'Closed (listed as closed in OurAirports)' : null,
      },
    );
    p.pad.is_moderated = p.pad.status_id === STATUS.Moderated;
    plans.push(p);
  }
  while (plans.length < total) {
    const town = rng.pick(TOWNS);
    const categoryId = weighted(rng, CATEGORY_WEIGHTS);
    const name = rng.pick(NAME_PATTERNS[categoryId]!)(town.name, rng);
    plans.push(
      plan(
        rng,
        people,
        now,
        {
          name,
          categoryId,
          cc: town.country_code,
          region: town.region,
          regionId: regionIds.get(`${town.country_code}|${town.region}`),
          lat: Number((town.lat + (rng.next() - 0.5) * 0.16).toFixed(6)),
          lng: Number((town.lng + (rng.next() - 0.5) * 0.24).toFixed(6)),
          createdAt: new Date(now - rng.int(0, 2500) * DAY),
        },
        {
          icao:
            categoryId === CATEGORY.Aerodrome || (categoryId === CATEGORY.LandingSite && rng.chance(0.1))
              ? `${ICAO_PREFIX[town.country_code]}${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}`
              : null,
        },
      ),
    );
  }
  return plans;
}

/**
 * Owners' type-4 contacts on pads (claimed or waiting for confirmation). Not on private pads or
 * aerial points of interest, and at most one owner per pad.
 */
export function assignOwners(
  rng: Random,
  plans: PadPlan[],
  owners: { id: number; first_name: string; last_name: string; email: string }[],
): void {
  const eligible = plans.filter((p) => !p.pad.user_id && p.pad.category_id !== CATEGORY.AerialPoi);
  const pool = rng.sample(eligible, Math.min(eligible.length, owners.length * 2));
  let next = 0;
  for (const owner of owners) {
    for (let k = rng.int(1, 3); k > 0 && next < pool.length; k--) {
      const plan = pool[next++]!;
      plan.contacts.push({
        user_id: owner.id,
        name: `${owner.first_name} ${owner.last_name}`,
        email: owner.email,
        phone: demoPhone(plan.pad.country_code ?? 'GB', owner.id),
        contact_type_id: CONTACT_TYPE.Owner,
        is_claimed: rng.chance(0.75),
      });
    }
  }
}
