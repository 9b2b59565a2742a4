/** @jest-environment node */
import {
  normalizeHiscRest,
  numericText,
  padCreateSchema,
  validatePadCreate,
  withPlusPrefix,
  PAD_CREATE_MESSAGES as M,
} from './padCreate.ts';

const valid = () => ({
  name: 'Hilltop Farm',
  category_id: 3,
  is_landing_permitted: true,
  is_api_accessible: true,
  hisc_country_code: 'GB',
  hisc: 'ABCDef',
  icao: 'EGLL',
  landing_fee_id: null as number | null,
  tags: [1],
  warnings: [] as number[],
  facilities: [] as number[],
  location: {
    address: '1 Farm Lane',
    country: 'United Kingdom',
    county: '',
    region: '',
    latitude: 54.47,
    longitude: -4.96,
  },
  contacts: [{ name: 'Ann', phone: '+441234', email: 'ann@pads.test', contact_type_id: 1 }],
  photos: [{ direction: 'north' }],
  website: '',
  twitter_handle: 'hilltop',
  trip_advisor_rating: null as number | null,
  site_information: '',
  landing_advice: '',
  description: '',
  notes: '',
});

type Values = ReturnType<typeof valid>;

/** path → messages of every failure. */
async function errorsOf(change: (v: Values) => void): Promise<Record<string, string[]>> {
  const value = valid();
  change(value);
  const result = await validatePadCreate(value);
  return result.ok ? {} : result.errors;
}

test('a complete pad is valid', async () => {
  expect(await errorsOf(() => {})).toEqual({});
});

test('address, category and name are required with "Required"', async () => {
  const errors = await errorsOf((v) => {
    v.location.address = '  ';
    (v as { category_id: unknown }).category_id = '';
    v.name = '';
  });
  expect(errors).toEqual({ 'location.address': [M.required], category_id: [M.required], name: [M.required] });
});

test('a contact needs a type: "Contact type is required"', async () => {
  const errors = await errorsOf((v) => {
    (v.contacts[0] as { contact_type_id: unknown }).contact_type_id = undefined;
  });
  expect(errors).toEqual({ 'contacts.0.contact_type_id': ['Contact type is required'] });
});

test('at least one contact', async () => {
  expect(await errorsOf((v) => (v.contacts = []))).toEqual({ contacts: ['The pad must have at least one contact'] });
});

test('contact email must be valid', async () => {
  expect(await errorsOf((v) => (v.contacts[0]!.email = 'nope'))).toEqual({ 'contacts.0.email': [M.email] });
});

test('latitude and longitude bounds', async () => {
  expect(await errorsOf((v) => (v.location.latitude = 90.1))).toEqual({ 'location.latitude': ['Max: 90'] });
  expect(await errorsOf((v) => (v.location.latitude = -90.1))).toEqual({ 'location.latitude': ['Min: -90'] });
  expect(await errorsOf((v) => (v.location.longitude = 180.5))).toEqual({ 'location.longitude': ['Max: 180'] });
  expect(await errorsOf((v) => (v.location.longitude = -181))).toEqual({ 'location.longitude': ['Min: -180'] });
  expect(await errorsOf((v) => ((v.location as { latitude: unknown }).latitude = ''))).toEqual({
    'location.latitude': ['Required'],
  });
  // Coordinates typed as text are read as numbers.
  expect(await errorsOf((v) => ((v.location as { latitude: unknown }).latitude = '53.35'))).toEqual({});
});

test('twitter handle must not contain "@"', async () => {
  expect(await errorsOf((v) => (v.twitter_handle = '@hilltop'))).toEqual({ twitter_handle: ['"@" symbol already is'] });
});

test('HISC format NNNNnn after the country code', async () => {
  const message = 'Invalid HISC format. Expected format: ex: NNNNnn';
  expect(await errorsOf((v) => (v.hisc = 'ABC'))).toEqual({ hisc: [message] });
  expect(await errorsOf((v) => (v.hisc = 'abcdef'))).toEqual({ hisc: [message] });
  expect(await errorsOf((v) => (v.hisc = 'AB1D2x'))).toEqual({});
  expect(await errorsOf((v) => (v.hisc_country_code = ''))).toEqual({ hisc: ['Please select hisc country code'] });
  expect(await errorsOf((v) => ((v.hisc = ''), (v.hisc_country_code = '')))).toEqual({});
});

test('ICAO is exactly 4 upper-case letters', async () => {
  expect(await errorsOf((v) => (v.icao = 'EG1L'))).toEqual({ icao: [M.icaoFormat] });
  expect(await errorsOf((v) => (v.icao = ''))).toEqual({});
});

test('landing fee required for category 7 with facility 13, or with warning 6', async () => {
  expect(await errorsOf((v) => ((v.category_id = 7), (v.facilities = [13])))).toEqual({ landing_fee_id: ['Required'] });
  expect(await errorsOf((v) => (v.warnings = [6]))).toEqual({ landing_fee_id: ['Required'] });
  expect(await errorsOf((v) => ((v.category_id = 3), (v.facilities = [13])))).toEqual({});
  expect(await errorsOf((v) => ((v.warnings = [6]), (v.landing_fee_id = 2)))).toEqual({});
});

test('at most 4 photos, each with a direction', async () => {
  expect(await errorsOf((v) => (v.photos = Array(5).fill({ direction: 'east' })))).toEqual({ photos: [M.maxPhotos] });
  expect(await errorsOf((v) => (v.photos = [{ direction: 'up' }]))).toEqual({ 'photos.0.direction': [M.direction] });
});

test('defaults: landing permitted and API access on', () => {
  const cast = padCreateSchema.cast({ ...valid(), is_landing_permitted: undefined, is_api_accessible: undefined });
  expect(cast.is_landing_permitted).toBe(true);
  expect(cast.is_api_accessible).toBe(true);
});

test('input helpers', () => {
  expect(normalizeHiscRest('abcdefgh')).toBe('ABCDef');
  expect(normalizeHiscRest('a-b')).toBe('AB');
  expect(withPlusPrefix('441234')).toBe('+441234');
  expect(withPlusPrefix('+441234')).toBe('+441234');
  expect(withPlusPrefix(' ')).toBe('');
  expect(numericText('-12.3a4.5')).toBe('-12.345');
  expect(numericText('abc')).toBe('');
});
