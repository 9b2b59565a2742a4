import { initialPadValues, toCreateRequest, type PadFormValues } from './formModel';

function dataOf(body: FormData) {
  return JSON.parse(String(body.get('data'))) as Record<string, unknown> & {
    contacts: Record<string, unknown>[];
    location: Record<string, unknown>;
  };
}

const filled = (): PadFormValues => ({
  ...initialPadValues(),
  name: 'Hilltop',
  category_id: 4,
  hisc_country_code: 'GB',
  hisc: 'ABCDef',
  icao: 'EGLL',
  twitter_handle: 'hilltop',
  location: {
    address: 'Lane',
    country: '',
    county: '',
    region: '',
    country_code: '',
    latitude: '54.5',
    longitude: '-3.1',
  },
  contacts: [{ name: 'Ann', phone: '441234', phone_country: 'GB', email: '', contact_type_id: 1 }],
});

test('defaults: one contact of type 1, landing permitted and API access on', () => {
  const values = initialPadValues();
  expect(values.contacts).toEqual([{ name: '', phone: '', phone_country: 'GB', email: '', contact_type_id: 1 }]);
  expect(values.is_landing_permitted).toBe(true);
  expect(values.is_api_accessible).toBe(true);
});

test('the request: twitter with @, phone with +, numeric coordinates, ICAO only for airfields', () => {
  const data = dataOf(toCreateRequest(filled()));
  expect(data.twitter_handle).toBe('@hilltop');
  expect(data.contacts[0]).toEqual({ name: 'Ann', phone: '+441234', email: '', contact_type_id: 1 });
  expect(data.location).toMatchObject({ latitude: 54.5, longitude: -3.1 });
  expect(data.icao).toBe(''); // category 4 (hotel) carries no ICAO
  expect(dataOf(toCreateRequest({ ...filled(), category_id: 7 })).icao).toBe('EGLL');
  expect(data.hisc).toBe('ABCDef');
  expect(data.photos).toBeUndefined();
});

test('a phone that is only the dial code is sent empty', () => {
  const values = filled();
  values.contacts[0]!.phone = '+44';
  expect(dataOf(toCreateRequest(values)).contacts[0]!.phone).toBe('');
});

test('photos go as photos[] files with a parallel directions field', () => {
  const file = (name: string) => new File(['x'], name, { type: 'image/png' });
  const body = toCreateRequest({
    ...filled(),
    photos: [
      { uid: '1', file: file('a.png'), direction: 'north', preview: '' },
      { uid: '2', file: file('b.png'), direction: 'west', preview: '' },
    ],
  });
  expect((body.getAll('photos[]') as File[]).map((f) => f.name)).toEqual(['a.png', 'b.png']);
  expect(body.getAll('directions')).toEqual(['north', 'west']);
});
