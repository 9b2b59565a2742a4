// A pad imported without contact data (the CSV's contact columns are blank) saves on every tab (issue 39). The
// Contact tab reads part 2 §8's warning as the answer to such a save: it saves, and says the pad will not be shown
// to pilots until it has contact data. A pad that has a contact still may not lose its last one.
import { call, revisionTestWorld, type RevisionTestWorld } from '../fixtures/revisions.js';
import { contactBody } from '../fixtures/padDetail.js';
import { csvText, importRows, newPadRow, validated } from './import/fixtures.js';

let w: RevisionTestWorld;
let padId: number;
beforeAll(async () => {
  w = await revisionTestWorld();
  const row = newPadRow(1, {
    name: 'Contactless Field',
    'contact name': '',
    phone: '',
    email: '',
    tags: '',
    'Jet A1': 0,
  });
  const checked = await validated(w.ctx, w.admin.headers, csvText([row]));
  const res = await importRows(w.ctx, w.admin.headers, checked);
  if (res.statusCode !== 200) throw new Error(res.body);
  const list = await call(w.ctx, 'GET', '/api/admin/pads?keyword=Contactless', w.admin.headers);
  padId = list.json().data[0].id;
}, 60_000);
afterAll(() => w.ctx.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  call(w.ctx, method, url, w.admin.headers, payload);
const detail = async () => (await admin('GET', `/api/admin/pads/${padId}`)).json().data;

test('the imported pad has no contact, and pilots cannot see it', async () => {
  const pad = await detail();
  expect([pad.editable_contacts, pad.is_contactable]).toEqual([[], false]);
});

test('its Contact tab saves without a contact, with the spec’s missing-contact warning', async () => {
  const res = await admin('PUT', `/api/admin/pads/${padId}`, contactBody(await detail(), { name: 'Contactless Farm' }));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ notice: 'missing_contact', data: { name: 'Contactless Farm', contacts: [] } });
});

test('its Landing tab saves', async () => {
  const pad = await detail();
  const res = await admin('PUT', `/api/admin/pads/${padId}`, {
    tab: 'landing',
    version: pad.version,
    is_landing_permitted: true,
    landing_advice: 'Land on the north field',
    site_information: '',
    warnings: [],
    facilities: [],
    landing_fee_id: null,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.landing_advice).toBe('Land on the north field');
});

test('its Survey tab saves (once a survey was started, as the apps start one)', async () => {
  const started = await call(w.ctx, 'POST', `/api/surveys/${padId}`, w.admin.headers, {});
  expect(started.statusCode).toBe(200);
  const survey = (await admin('GET', `/api/admin/surveys/${padId}`)).json().data;
  const res = await admin('PUT', `/api/admin/surveys/${survey.id}`, {
    steps: { ...survey.steps, approach: { procedures: 'From the south over the lake' } },
    version: survey.version,
  });
  expect(res.statusCode).toBe(200);
});

test('its Admin tab saves a note and an owner', async () => {
  expect((await admin('POST', `/api/admin/pads/add-note/${padId}`, { note: 'Phone the farm' })).statusCode).toBe(201);
  const owner = await admin('POST', '/api/admin/pads/add-owner-contact-by-email', {
    name: 'Olive Owner',
    email: 'olive@pads.test',
    phone: '',
    contact_type_id: 4,
    pad_id: padId,
  });
  expect(owner.statusCode).toBeLessThan(300);
});

test('with a contact now, the Contact tab refuses to remove the last one', async () => {
  const pad = await detail();
  expect(pad.editable_contacts).toHaveLength(1);
  const res = await admin('PUT', `/api/admin/pads/${padId}`, contactBody(pad, { contacts: [] }));
  expect([res.statusCode, res.json().errors?.contacts]).toEqual([422, ['The pad must have at least one contact']]);
});
