// Demo users: admins (one deactivated), pilots and owners spread over every premium state, some
// active in the last month, some with deleted accounts.
import type { users } from '../db/schema.js';
import { ROLE } from '../plugins/auth.js';
import type { Random } from './random.js';
import { pickPlace } from './userPlaces.js';
import { demoPhone } from './phones.js';

type NewUser = typeof users.$inferInsert;

export const DEMO_ADMIN = {
  email: 'admin@pads.test',
  password: 'password',
  first_name: 'Demo',
  last_name: 'Admin',
  username: 'admin',
} as const;

export const FIRST_NAMES = [
  'Aoife',
  'Liam',
  'Siobhan',
  'Conor',
  'Niamh',
  'Sean',
  'Ciara',
  'Patrick',
  'Emma',
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Sophie',
  'James',
  'Chloe',
  'Thomas',
  'Lucy',
  'William',
  'Camille',
  'Louis',
  'Manon',
  'Hugo',
  'Léa',
  'Jules',
  'Chiara',
  'Marco',
  'Hannah',
  'Lukas',
  'Fiona',
  'Angus',
  'Rhys',
  'Megan',
  'Owen',
  'Grace',
  'Declan',
  'Orla',
  'Callum',
  'Freya',
] as const;

export const LAST_NAMES = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Byrne',
  'Ryan',
  'Doyle',
  'McCarthy',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Thomas',
  'Roberts',
  'Campbell',
  'Stewart',
  'MacLeod',
  'Martin',
  'Bernard',
  'Dubois',
  'Moreau',
  'Laurent',
  'Lefebvre',
  'Fontaine',
  'Rossi',
  'Müller',
  'Schmidt',
  'Hughes',
  'Price',
  'Morgan',
  'Fraser',
  'Quinn',
  'Gallagher',
  'Nolan',
  'Fitzgerald',
  'Brennan',
  'Kennedy',
] as const;

const AIRCRAFT = [
  'Robinson R44',
  'Robinson R22',
  'Robinson R66',
  'Airbus H125',
  'Airbus H130',
  'Airbus H135',
  'Bell 206',
  'Bell 407',
  'Guimbal Cabri G2',
  'Leonardo AW109',
  'Leonardo AW119',
  'Enstrom 480B',
] as const;

export const AIRCRAFT_TYPES = AIRCRAFT;

export type PremiumKind = 'premium' | 'freemium' | 'free_no_dates' | 'free_expired';
export const PREMIUM_KINDS: readonly PremiumKind[] = ['premium', 'freemium', 'free_no_dates', 'free_expired'];

const DAY = 86_400_000;

function premiumDates(
  kind: PremiumKind,
  now: number,
  rng: Random,
): Pick<NewUser, 'renewal_date' | 'free_renewal_date'> {
  switch (kind) {
    case 'premium':
      return { renewal_date: new Date(now + rng.int(3, 365) * DAY), free_renewal_date: null };
    case 'freemium': {
      const date = new Date(now + rng.int(3, 90) * DAY);
      return { renewal_date: date, free_renewal_date: new Date(date) };
    }
    case 'free_no_dates':
      return { renewal_date: null, free_renewal_date: null };
    case 'free_expired': {
      // Half of them had a free period that ran out, half a paid one.
      const date = new Date(now - rng.int(2, 500) * DAY);
      return { renewal_date: date, free_renewal_date: rng.chance(0.5) ? new Date(date) : null };
    }
  }
}

function lastActionAt(now: number, rng: Random): Date | null {
  const roll = rng.next();
  if (roll < 0.45) return new Date(now - rng.int(60_000, 29 * DAY));
  if (roll < 0.85) return new Date(now - rng.int(32, 700) * DAY);
  return null;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

export function buildAdmins(passwordHash: string, now: number): NewUser[] {
  const admin = (first: string, last: string, username: string, email: string, deleted = false): NewUser => ({
    first_name: first,
    last_name: last,
    username,
    email,
    password_hash: passwordHash,
    role: ROLE.Admin,
    is_tac_accepted: true,
    last_action_at: new Date(now - 2 * DAY),
    deleted_at: deleted ? new Date(now - 120 * DAY) : null,
    settings: { admin_settings: { is_map_on: true, is_user_map_on: true } },
  });
  return [
    admin(DEMO_ADMIN.first_name, DEMO_ADMIN.last_name, DEMO_ADMIN.username, DEMO_ADMIN.email),
    admin('Aoife', 'Byrne', 'aoife.byrne', 'aoife.byrne@pads.test'),
    admin('Tom', 'Hughes', 'tom.hughes', 'tom.hughes@pads.test'),
    admin('Camille', 'Moreau', 'camille.moreau', 'camille.moreau@pads.test'),
    admin('Former', 'Staff', 'former.staff', 'former.staff@pads.test', true),
  ];
}

/** Pilots or owners; the premium state cycles so every state is well represented. */
export function buildMembers(
  role: typeof ROLE.Pilot | typeof ROLE.Owner,
  count: number,
  passwordHash: string,
  now: number,
  rng: Random,
): (NewUser & { premiumKind: PremiumKind })[] {
  const label = role === ROLE.Pilot ? 'pilot' : 'owner';
  return Array.from({ length: count }, (_, i) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const premiumKind = PREMIUM_KINDS[i % PREMIUM_KINDS.length]!;
    const n = i + 1;
    const home = pickPlace(rng);
    const step = rng.chance(0.7) ? 5 : rng.int(0, 4);
    return {
      premiumKind,
      first_name: first,
      last_name: last,
      username: `${slug(first)}${slug(last)}.${label}${n}`,
      email: `${slug(first)}.${slug(last)}.${label}${n}@example.com`,
      password_hash: passwordHash,
      role,
      is_tac_accepted: rng.chance(0.9),
      country_code: home.country,
      state_code: home.state,
      location_name: home.name,
      latitude: home.latitude,
      longitude: home.longitude,
      // Three draws, as the seed always drew for a phone: the rest of the demo data stays as it was.
      phone: rng.chance(0.6)
        ? demoPhone(home.country ?? 'GB', rng.int(1, 49) * rng.int(100, 999) + rng.int(100000, 999999))
        : null,
      email_verified_at: rng.chance(0.85) ? new Date(now - rng.int(1, 900) * DAY) : null,
      registration_step: step,
      registration_device: rng.pick(['ios', 'ios', 'android', 'android', 'web'] as const),
      aircraft: role === ROLE.Pilot ? rng.pick(AIRCRAFT) : null,
      ...premiumDates(premiumKind, now, rng),
      last_action_at: lastActionAt(now, rng),
      is_deleted_account: rng.chance(0.05),
      deleted_at: rng.chance(0.02) ? new Date(now - rng.int(10, 300) * DAY) : null,
      created_at: new Date(now - rng.int(30, 2500) * DAY),
    };
  });
}
