// Whether pilots can phone a pad (`is_phonable`, read by the 'Invalid Phone' quick filter and the pad's
// 'Invalid phone' label) follows its contacts' numbers on every write, by the one rule of @pads/contracts/phone.ts
// (libphonenumber-js): issue 39. Pads are made and changed through the API, as the panel does.
import { padIsPhonable } from '@pads/contracts/phone.ts';
import { sql } from 'drizzle-orm';
import { refreshAllPhonable } from '../../src/domain/padPhonable.js';
import { call, revisionTestWorld, type RevisionTestWorld } from '../fixtures/revisions.js';
import { contactBody } from '../fixtures/padDetail.js';
import { csvText, importRows, newPadRow, validated } from './import/fixtures.js';

const VALID = '+353 1 555 0100';
let w: RevisionTestWorld;
beforeAll(async () => {
  w = await revisionTestWorld();
}, 60_000);
afterAll(() => w.ctx.close());

const admin = (method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);
const detail = async (id: number) => (await admin('GET', `/api/admin/pads/${id}`)).json().data;

async function createPad(phone: string) {
  const res = await admin('POST', '/api/admin/pads', {
    name: `Phone ${Math.random().toString(16).slice(2, 8)}`,
    category_id: 3,
    is_landing_permitted: true,
    tags: [],
    warnings: [],
    facilities: [],
    location: { address: 'Main St, Dublin', latitude: 53.35, longitude: -6.26, country_code: 'IE' },
    contacts: [{ name: 'Ann', phone, email: 'ann@pads.test', contact_type_id: 1 }],
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

test('a pad is created phonable with a valid number and not with an invalid one', async () => {
  expect((await detail(await createPad(VALID))).is_phonable).toBe(true);
  const bad = await detail(await createPad('+353123'));
  expect([bad.is_phonable, bad.has_invalid_phone]).toEqual([false, false]);
});

test('the Contact tab, an owner and a deleted contact each set it again; moderated, it lists under Invalid Phone', async () => {
  const id = await createPad('+353123');
  await admin('PATCH', `/api/admin/pads/toggle-moderation/${id}`);
  const listed = async () =>
    (await admin('GET', `/api/admin/pads?type=invalid_phone&keyword=${encodeURIComponent((await detail(id)).name)}`))
      .json()
      .data.map((r: { id: number }) => r.id);
  expect((await detail(id)).has_invalid_phone).toBe(true);
  expect(await listed()).toEqual([id]);

  const pad = await detail(id);
  const contact = pad.editable_contacts[0];
  const fixed = await admin(
    'PUT',
    `/api/admin/pads/${id}`,
    contactBody(pad, { contacts: [{ ...contact, phone: VALID }] }),
  );
  expect(fixed.json().data).toMatchObject({ is_phonable: true, has_invalid_phone: false });
  expect(await listed()).toEqual([]);

  const broken = await admin(
    'PUT',
    `/api/admin/pads/${id}`,
    contactBody(await detail(id), { contacts: [{ ...contact, phone: '' }] }),
  );
  expect(broken.json().data.is_phonable).toBe(false);
  // An owner with a valid number makes it phonable; removing that owner undoes it.
  const owner = await admin('POST', '/api/admin/pads/add-owner-contact-by-email', {
    name: 'Olive',
    email: `olive-${id}@pads.test`,
    phone: '+44 20 7946 0000',
    contact_type_id: 4,
    pad_id: id,
  });
  expect(owner.statusCode).toBeLessThan(300);
  expect((await detail(id)).is_phonable).toBe(true);
  const ownerId = (await detail(id)).editable_contacts.find(
    (c: { contact_type_id: number }) => c.contact_type_id === 4,
  ).id;
  expect((await admin('DELETE', `/api/admin/contacts/${id}/${ownerId}/4`)).statusCode).toBeLessThan(300);
  expect((await detail(id)).is_phonable).toBe(false);
});

test('the import sets it per row, reading a number without + in the pad’s country', async () => {
  const rows = [
    newPadRow(1, { name: 'Import Valid', phone: VALID, tags: '', 'Jet A1': 0 }),
    newPadRow(2, { name: 'Import National', phone: '01 555 0100', tags: '', 'Jet A1': 0 }),
    newPadRow(3, { name: 'Import Invalid', phone: 'call reception', tags: '', 'Jet A1': 0 }),
  ];
  const res = await importRows(w.ctx, w.admin.headers, await validated(w.ctx, w.admin.headers, csvText(rows)));
  expect(res.statusCode).toBe(200);
  const { rows: pads } = await w.ctx.db.execute<{ name: string; is_phonable: boolean }>(
    sql`SELECT name, is_phonable FROM pads WHERE name LIKE 'Import %' ORDER BY name`,
  );
  expect(pads).toEqual([
    { name: 'Import Invalid', is_phonable: false },
    { name: 'Import National', is_phonable: true },
    { name: 'Import Valid', is_phonable: true },
  ]);
});

test('every pad made here agrees with the rule', async () => {
  const { rows } = await w.ctx.db.execute<{
    id: number;
    country_code: string | null;
    is_phonable: boolean;
    contacts: { phone: string | null; contact_type_id: number }[];
  }>(sql`SELECT p.id, p.country_code, p.is_phonable,
      coalesce((SELECT json_agg(json_build_object('phone', c.phone, 'contact_type_id', c.contact_type_id))
        FROM contacts c WHERE c.pad_id = p.id), '[]') AS contacts FROM pads p`);
  expect(rows.filter((p) => padIsPhonable(p.contacts, p.country_code) !== p.is_phonable)).toEqual([]);
  // So the rebuild (`pnpm phones:rebuild`) changes nothing; on a pad set by hand it restores the rule.
  expect(await refreshAllPhonable(w.ctx.db, 2)).toEqual({ pads: rows.length, changed: 0 });
  await w.ctx.db.execute(sql`UPDATE pads SET is_phonable = NOT is_phonable WHERE id = ${rows[0]!.id}`);
  expect((await refreshAllPhonable(w.ctx.db)).changed).toBe(1);
});
