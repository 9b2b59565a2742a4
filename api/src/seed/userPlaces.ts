// Where demo and benchmark users live: towns per country (inland, so a few km of jitter stays inside
// the country), US towns with their state, and how users are spread over countries.
import type { Random } from './random.js';

export interface UserPlace {
  country: string;
  state: string | null;
  name: string;
  latitude: number;
  longitude: number;
}

const place = (country: string, name: string, latitude: number, longitude: number, state: string | null = null) => ({
  country,
  state,
  name,
  latitude,
  longitude,
});

export const USER_PLACES: readonly UserPlace[] = [
  place('GB', 'London', 51.507, -0.128),
  place('GB', 'Birmingham', 52.48, -1.9),
  place('GB', 'Manchester', 53.48, -2.24),
  place('GB', 'Leeds', 53.8, -1.55),
  place('GB', 'Glasgow', 55.86, -4.25),
  place('GB', 'Stirling', 56.12, -3.94),
  place('GB', 'Bristol', 51.45, -2.59),
  place('GB', 'Merthyr Tydfil', 51.75, -3.38),
  place('GB', 'Armagh', 54.35, -6.65),
  place('GB', 'Norwich', 52.63, 1.3),
  place('GB', 'Aviemore', 57.19, -3.83),
  place('GB', 'Exeter', 50.72, -3.53),
  place('IE', 'Naas', 53.22, -6.66),
  place('IE', 'Mallow', 52.13, -8.64),
  place('IE', 'Athenry', 53.3, -8.74),
  place('IE', 'Kilkenny', 52.65, -7.25),
  place('IE', 'Carrick-on-Shannon', 53.95, -8.09),
  place('IE', 'Athlone', 53.42, -7.94),
  place('FR', 'Paris', 48.86, 2.35),
  place('FR', 'Lyon', 45.76, 4.84),
  place('FR', 'Toulouse', 43.6, 1.44),
  place('FR', 'Bordeaux', 44.84, -0.58),
  place('FR', 'Lille', 50.63, 3.06),
  place('DE', 'Berlin', 52.52, 13.4),
  place('DE', 'Munich', 48.14, 11.58),
  place('DE', 'Frankfurt', 50.11, 8.68),
  place('DE', 'Cologne', 50.94, 6.96),
  place('NL', 'Utrecht', 52.09, 5.12),
  place('NL', 'Eindhoven', 51.44, 5.47),
  place('BE', 'Brussels', 50.85, 4.35),
  place('BE', 'Namur', 50.47, 4.87),
  place('ES', 'Madrid', 40.42, -3.7),
  place('ES', 'Seville', 37.39, -5.98),
  place('ES', 'Lleida', 41.62, 0.62),
  place('CH', 'Zurich', 47.38, 8.54),
  place('CH', 'Bern', 46.95, 7.45),
  place('US', 'Austin', 30.27, -97.74, 'TX'),
  place('US', 'Dallas', 32.78, -96.8, 'TX'),
  place('US', 'Riverside', 33.95, -117.4, 'CA'),
  place('US', 'Sacramento', 38.58, -121.49, 'CA'),
  place('US', 'Albany', 42.65, -73.75, 'NY'),
  place('US', 'Syracuse', 43.05, -76.15, 'NY'),
  place('US', 'Orlando', 28.54, -81.38, 'FL'),
  place('US', 'Springfield', 39.8, -89.65, 'IL'),
  place('US', 'Spokane', 47.66, -117.43, 'WA'),
  place('US', 'Denver', 39.74, -104.99, 'CO'),
  place('US', 'Phoenix', 33.45, -112.07, 'AZ'),
  place('US', 'Atlanta', 33.75, -84.39, 'GA'),
  place('US', 'Worcester', 42.26, -71.8, 'MA'),
  place('US', 'Las Vegas', 36.17, -115.14, 'NV'),
];

/** Share of users per country (the directory is strongest in Britain and Ireland). */
export const COUNTRY_WEIGHTS: Readonly<Record<string, number>> = {
  GB: 36,
  IE: 14,
  US: 20,
  FR: 9,
  DE: 7,
  NL: 4,
  BE: 3,
  ES: 4,
  CH: 3,
};

/** Degrees of jitter around a town: about 9 km, inside the country for the towns above. */
export const PLACE_JITTER = 0.08;

/** The places weighted by country: each country's weight is shared by its towns. */
export function weightedPlaces(): { place: UserPlace; weight: number }[] {
  const perCountry = new Map<string, number>();
  for (const p of USER_PLACES) perCountry.set(p.country, (perCountry.get(p.country) ?? 0) + 1);
  return USER_PLACES.map((p) => ({ place: p, weight: (COUNTRY_WEIGHTS[p.country] ?? 1) / perCountry.get(p.country)! }));
}

export function pickPlace(rng: Random): UserPlace & { latitude: number; longitude: number } {
  const weighted = weightedPlaces();
  const sum = weighted.reduce((n, w) => n + w.weight, 0);
  let roll = rng.next() * sum;
  let chosen = weighted[weighted.length - 1]!.place;
  for (const w of weighted) {
    roll -= w.weight;
    if (roll <= 0) {
      chosen = w.place;
      break;
    }
  }
  const jitter = () => (rng.next() * 2 - 1) * PLACE_JITTER;
  return { ...chosen, latitude: chosen.latitude + jitter(), longitude: chosen.longitude + jitter() };
}

const TAIL_PREFIX: Readonly<Record<string, string>> = {
  GB: 'G-',
  IE: 'EI-',
  FR: 'F-',
  DE: 'D-',
  NL: 'PH-',
  BE: 'OO-',
  ES: 'EC-',
  CH: 'HB-',
};

/** A registration in the country's format: N123AB in the US, G-ABCD in Britain, EI-ABC in Ireland… */
export function tailNumber(country: string, rng: Random): string {
  const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + rng.int(0, 25))).join('');
  if (country === 'US') return `N${rng.int(100, 999)}${letters(2)}`;
  const prefix = TAIL_PREFIX[country] ?? 'G-';
  return `${prefix}${letters(prefix.length === 2 ? 4 : 3)}`;
}
