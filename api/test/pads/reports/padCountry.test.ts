// Pad Country (GET /admin/pads/get-country-report): live pads by country, moderated, unmoderated and
// private, counted from the pads the test's pilot submitted through the app (and the admin moderated);
// the country_codes and US state_codes filters (a US pad's state is its region), and the sorts.
import {
  archivePad,
  checkSorts,
  countedRows,
  countryNames,
  fieldsOf,
  makePrivate,
  person,
  report,
  reportWorld,
  signIn,
  submittedPads,
  type ReportWorld,
} from '../../fixtures/reports.js';

let w: ReportWorld;
let names: Map<string, string>;

interface Place {
  country: string;
  region: string;
  /** The US state the region is (for the state filter). */
  state?: string;
  latitude: number;
  longitude: number;
  moderated: number;
  unmoderated: number;
  private: number;
  archived?: number;
}
const PLACES: Place[] = [
  { country: 'IE', region: 'Munster', latitude: 52.1, longitude: -9.5, moderated: 2, unmoderated: 1, private: 1 },
  {
    country: 'GB',
    region: 'England',
    latitude: 51.2,
    longitude: 0.9,
    moderated: 1,
    unmoderated: 3,
    private: 0,
    archived: 1,
  },
  {
    country: 'US',
    region: 'Texas',
    state: 'TX',
    latitude: 31,
    longitude: -99,
    moderated: 3,
    unmoderated: 0,
    private: 0,
  },
  {
    country: 'US',
    region: 'California',
    state: 'CA',
    latitude: 36.7,
    longitude: -119.4,
    moderated: 0,
    unmoderated: 1,
    private: 2,
  },
];

beforeAll(async () => {
  w = await reportWorld();
  names = await countryNames(w);
  const pilot = await person(w);
  const { headers } = await signIn(w, pilot.email);
  for (const p of PLACES) {
    const location = {
      address: `1 Main Street, ${p.region}`,
      country: names.get(p.country),
      country_code: p.country,
      county: '',
      region: p.region,
      latitude: p.latitude,
      longitude: p.longitude,
    };
    const pads = await submittedPads(w, headers, p.moderated + p.unmoderated + p.private + (p.archived ?? 0), {
      moderated: p.moderated,
      location,
    });
    for (const id of pads.slice(p.moderated + p.unmoderated, p.moderated + p.unmoderated + p.private))
      await makePrivate(w, pilot.id, id);
    for (const id of pads.slice(p.moderated + p.unmoderated + p.private)) await archivePad(w, id);
  }
}, 60_000);
afterAll(() => w.close());

interface Row {
  country: string;
  country_code: string;
  moderated_pads: number;
  unmoderated_pads: number;
  private_pads: number;
}

/** Rows of the places kept, by country code, counted here. */
const expected = (keep: (p: Place) => boolean): Row[] =>
  countedRows(
    PLACES.filter(keep),
    (p) => p.country,
    (p) => ({
      country: names.get(p.country)!,
      country_code: p.country,
      moderated_pads: 0,
      unmoderated_pads: 0,
      private_pads: 0,
    }),
    (row, p) => {
      row.moderated_pads += p.moderated;
      row.unmoderated_pads += p.unmoderated;
      row.private_pads += p.private;
    },
  );
/** The report's rows, by country code unless `byCode` is false. */
const rows = async (query: string, byCode = true) => {
  const { data } = await report<Row>(w, `/pads/get-country-report?${query}`);
  return byCode ? data.sort((a, b) => a.country_code.localeCompare(b.country_code)) : data;
};

test('live pads by country: moderated, unmoderated, private', async () => {
  expect(await rows('')).toEqual(expected(() => true));
});

test('country codes and US state codes', async () => {
  expect(await rows('country_codes[]=US')).toEqual(expected((p) => p.country === 'US'));
  expect(await rows('country_codes=GB,IE')).toEqual(expected((p) => p.country !== 'US'));
  expect(await rows('country_codes[]=gb&country_codes[]=us')).toEqual(expected((p) => p.country !== 'IE'));
  expect(await rows('state_codes[]=TX')).toEqual(expected((p) => p.state === 'TX'));
  expect(await rows('state_codes=TX,CA')).toEqual(expected((p) => p.country === 'US'));
  expect(await rows('country_codes[]=US&state_codes[]=CA')).toEqual(expected((p) => p.state === 'CA'));
  expect(await rows('state_codes[]=NY')).toEqual([]);
  expect(await rows('country_codes[]=FR')).toEqual([]);
});

test('every sortable column, both ways; by moderated pads, most first, by default', async () => {
  await checkSorts({
    rows: expected(() => true),
    answer: async (query) => (await rows(query, false)).map((r) => r.country_code),
    id: (r) => r.country_code,
    tie: (r) => r.country,
    columns: fieldsOf<Row>('country', 'moderated_pads', 'unmoderated_pads', 'private_pads'),
    byDefault: ['moderated_pads', 'desc'],
  });
});
