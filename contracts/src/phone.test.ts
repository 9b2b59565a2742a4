import {
  dialCodeOf,
  formatPhone,
  isValidPhone,
  padIsPhonable,
  parsePhone,
  PHONE_COUNTRIES,
  phoneCountryOf,
} from './phone';

test('a number is valid when some country’s numbering plan allows it', () => {
  expect(isValidPhone('+44 20 7946 0000')).toBe(true);
  expect(isValidPhone('+353 1 555 0100')).toBe(true);
  expect(isValidPhone('+1 512 555 0100')).toBe(true);
  // The demo users' old numbers: +26 is no country's code; too short; not a number.
  for (const bad of ['+26 633 127009', '+353123', '+44 1', 'call reception', '', null])
    expect(isValidPhone(bad)).toBe(false);
});

test('a number without + is read in the given country', () => {
  expect(isValidPhone('020 7946 0000')).toBe(false);
  expect(isValidPhone('020 7946 0000', 'GB')).toBe(true);
  expect(formatPhone('01 555 0100', 'IE')).toBe('+353 1 555 0100');
  expect(parsePhone('+33 1 23 45 67 89')?.country).toBe('FR');
});

test('shown in international format; an invalid one as typed', () => {
  expect(formatPhone('+442079460000')).toBe('+44 20 7946 0000');
  expect(formatPhone(' call me ')).toBe('call me');
  expect(phoneCountryOf('+353 87 123 4567')).toBe('IE');
});

test('every country with a calling code is offered', () => {
  expect(PHONE_COUNTRIES.length).toBeGreaterThan(240);
  expect(PHONE_COUNTRIES).toContainEqual({ code: 'GB', dial: '44' });
  expect(PHONE_COUNTRIES).toContainEqual({ code: 'LS', dial: '266' });
  expect(dialCodeOf('IE')).toBe('353');
});

test('a pad is phonable when a pad contact or an owner has a valid number', () => {
  const valid = '+44 20 7946 0000';
  expect(padIsPhonable([{ phone: valid, contact_type_id: 1 }])).toBe(true);
  expect(padIsPhonable([{ phone: valid, contact_type_id: 4 }])).toBe(true);
  // Operators (2) and submitters (3) are not shown to pilots.
  expect(padIsPhonable([{ phone: valid, contact_type_id: 2 }])).toBe(false);
  expect(
    padIsPhonable([
      { phone: '12345', contact_type_id: 1 },
      { phone: null, contact_type_id: 4 },
    ]),
  ).toBe(false);
  expect(padIsPhonable([])).toBe(false);
  // An imported number without '+' is read in the pad's country.
  expect(padIsPhonable([{ phone: '020 7946 0000', contact_type_id: 1 }], 'gb')).toBe(true);
  expect(padIsPhonable([{ phone: '020 7946 0000', contact_type_id: 1 }], null)).toBe(false);
});
