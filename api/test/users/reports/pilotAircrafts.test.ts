// Pilot aircrafts (GET /admin/users/pilot-aircrafts-report): every aircraft of a live pilot with the
// pilot's name and e-mail; the keyword (tail number, type, pilot), every sortable column both ways and the
// default sort (tail number, descending). The pilot app registers aircraft and no call of this API does,
// so the aircraft are written as rows (as the seed does); pilots are archived through the panel.
import { userAircrafts } from '../../../src/db/schema.js';
import {
  archive,
  checkSorts,
  DAY,
  expectedOrder,
  fieldsOf,
  person,
  report,
  reportWorld,
  type Person,
  type ReportWorld,
} from '../../fixtures/reports.js';

let w: ReportWorld;

interface Row {
  id: number;
  tail_number: string;
  type: string;
  user_id: number;
  pilot: string;
  email: string;
  created_at: string;
}
const aircraft: (Omit<Row, 'created_at' | 'pilot'> & { pilot: string; archived: boolean; added: number })[] = [];

beforeAll(async () => {
  w = await reportWorld();
  const PILOTS: [string, string, [string, string][], boolean?][] = [
    [
      'Hanna',
      'Reitsch',
      [
        ['DHELI', 'Robinson R44'],
        ['D123AB', 'Bell 206'],
      ],
    ],
    ['Igor', 'Sikorsky', [['N44SK', 'Sikorsky S76']]],
    [
      'Juan',
      'Cierva',
      [
        ['ECAUT', 'Cabri G2'],
        ['EC9XY', 'Airbus H125'],
        ['GCIER', 'Robinson R22'],
      ],
    ],
    ['Karl', 'Grounded', [['GZZZZ', 'Bell 407']], true],
  ];
  for (const [first_name, last_name, planes, archived = false] of PILOTS) {
    const user: Person = await person(w, { first_name, last_name });
    const rows = await w.ctx.db
      .insert(userAircrafts)
      .values(
        planes.map(([tail_number, type]) => ({
          user_id: user.id,
          tail_number,
          type,
          created_at: new Date(Date.now() - (aircraft.length + 1) * DAY),
        })),
      )
      .returning();
    for (const row of rows)
      aircraft.push({
        id: row.id,
        tail_number: row.tail_number,
        type: row.type!,
        user_id: user.id,
        pilot: `${first_name} ${last_name}`,
        email: user.email,
        archived,
        added: row.created_at.getTime(),
      });
    if (archived) await archive(w, user.id);
  }
}, 60_000);
afterAll(() => w.close());

const listed = (keep: (a: (typeof aircraft)[number]) => boolean) => aircraft.filter((a) => !a.archived && keep(a));
const fields = ({ id, tail_number, type, user_id, pilot, email }: (typeof aircraft)[number] | Row) => ({
  id,
  tail_number,
  type,
  user_id,
  pilot,
  email,
});
const rows = async (query: string) => (await report<Row>(w, `/users/pilot-aircrafts-report?${query}`)).data;
const byTailDown = (list: (typeof aircraft)[number][]) =>
  expectedOrder(
    list,
    (a) => a.tail_number,
    'desc',
    (a) => a.id,
  ).map(fields);

test("every live pilot's aircraft with the pilot, by tail number descending", async () => {
  const res = await report<Row>(w, '/users/pilot-aircrafts-report');
  expect(res.meta.total).toBe(listed(() => true).length);
  expect(res.data.map(fields)).toEqual(byTailDown(listed(() => true)));
});

test('the keyword: a tail number, an aircraft type, a pilot name or e-mail', async () => {
  const juan = aircraft.find((a) => a.pilot === 'Juan Cierva')!;
  expect((await rows('keyword=dhe')).map(fields)).toEqual(byTailDown(listed((a) => a.tail_number === 'DHELI')));
  expect((await rows('keyword=robinson')).map(fields)).toEqual(
    byTailDown(listed((a) => a.type.startsWith('Robinson'))),
  );
  expect((await rows('keyword=cierva')).map(fields)).toEqual(byTailDown(listed((a) => a.user_id === juan.user_id)));
  expect((await rows(`keyword=${encodeURIComponent(juan.email)}`)).map(fields)).toEqual(
    byTailDown(listed((a) => a.user_id === juan.user_id)),
  );
  expect((await rows('keyword=bell')).map(fields)).toEqual(byTailDown(listed((a) => a.type.startsWith('Bell'))));
  expect(await rows('keyword=grounded')).toEqual([]);
});

test('every sortable column, both ways', async () => {
  type Made = (typeof aircraft)[number];
  await checkSorts({
    rows: listed(() => true),
    answer: async (query) => (await rows(query)).map((r) => r.id),
    id: (a) => a.id,
    tie: (a) => a.id,
    columns: { ...fieldsOf<Made>('tail_number', 'type', 'pilot', 'email'), created_at: (a) => a.added },
    byDefault: ['tail_number', 'desc'],
  });
});
