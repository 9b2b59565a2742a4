import { isAddressSplit } from './addressSplit';
import { removeContact } from './contactRemoval';
import { contactScore, defaultSide } from './defaultSides';
import { formatDms } from './dms';
import { mergePayload } from './mergePayload';
import { MERGE_ROWS, rowKeyOfError, visibleRows } from './mergeRows';
import type { MergePad } from './mergeTypes';
import { mergePad } from './testPads';

const row = (key: string) => MERGE_ROWS.find((r) => r.key === key)!;
const sides = (prev: Partial<MergePad>, next: Partial<MergePad>) => ({ prev: mergePad(prev), next: mergePad(next) });

describe('default sides (spec part 3 §4)', () => {
  test('equal values: no conflict marker', () => {
    expect(defaultSide(row('name'), sides({}, {}), 'next')).toEqual({ side: 'prev', conflict: false });
    // '' and null are the same "nothing".
    expect(defaultSide(row('icao'), sides({ icao: '' }, { icao: null }), 'next').conflict).toBe(false);
  });

  test('the non-archived side wins', () => {
    const archivedPrev = sides({ deleted_at: '2024-01-01', name: 'A' }, { name: 'B' });
    expect(defaultSide(row('name'), archivedPrev, 'prev')).toEqual({ side: 'next', conflict: true });
    const archivedNext = sides({ name: 'A' }, { deleted_at: '2024-01-01', name: 'B' });
    expect(defaultSide(row('name'), archivedNext, 'next').side).toBe('prev');
  });

  test('then the owned side wins', () => {
    expect(defaultSide(row('name'), sides({ name: 'A' }, { name: 'B', is_owned: true }), 'prev').side).toBe('next');
    expect(defaultSide(row('name'), sides({ name: 'A', is_owned: true }, { name: 'B' }), 'next').side).toBe('prev');
  });

  test('conflicting owned sides keep the previous', () => {
    const both = sides({ name: 'A', is_owned: true }, { name: 'B', is_owned: true });
    expect(defaultSide(row('name'), both, 'next').side).toBe('prev');
  });

  test('lists prefer the side with entries, then the larger', () => {
    expect(defaultSide(row('tags'), sides({ tags: [1] }, { tags: [] }), 'next').side).toBe('prev');
    expect(defaultSide(row('tags'), sides({ tags: [1] }, { tags: [2, 3] }), 'prev').side).toBe('next');
    expect(defaultSide(row('warnings'), sides({ warnings: [] }, { warnings: [6] }), 'prev').side).toBe('next');
  });

  test('contacts compare the counts of filled name, phone and e-mail', () => {
    const full = { id: 1, contact_type_id: 1, name: 'Ann', phone: '+1', email: 'a@x.test', is_primary: true };
    const thin = { ...full, phone: '', email: null };
    expect(contactScore([full, thin])).toBe(4);
    expect(defaultSide(row('contacts'), sides({ contacts: [thin] }, { contacts: [full] }), 'prev').side).toBe('next');
    expect(defaultSide(row('contacts'), sides({ contacts: [full] }, { contacts: [thin] }), 'next').side).toBe('prev');
    // Removed contacts do not count.
    const removed = { ...full, id: 2, removed: true };
    expect(contactScore([removed])).toBe(0);
  });

  test('the survey prefers more progress', () => {
    const low = { survey_id: 1, survey_progress_percentage: 20 };
    const high = { survey_id: 2, survey_progress_percentage: 80 };
    expect(defaultSide(row('accept_survey'), sides(low, high), 'prev').side).toBe('next');
    expect(defaultSide(row('accept_survey'), sides(high, low), 'next').side).toBe('prev');
    expect(defaultSide(row('accept_survey'), sides({}, low), 'prev').side).toBe('next');
  });

  test('scalars prefer the side with a value; a tie goes to the tie-break side', () => {
    expect(defaultSide(row('icao'), sides({ icao: 'EIDW' }, { icao: null }), 'next').side).toBe('prev');
    expect(defaultSide(row('name'), sides({ name: 'A' }, { name: 'B' }), 'next').side).toBe('next');
    expect(defaultSide(row('name'), sides({ name: 'A' }, { name: 'B' }), 'prev').side).toBe('prev');
  });
});

describe('rows', () => {
  test('category 1 hides facilities, warnings and landing fees; ICAO only for aerodromes; photos only for duplicates', () => {
    const keys = (pad: MergePad, mode: 'revision' | 'duplicate' = 'revision') =>
      visibleRows(pad, mode).map((r) => r.key);
    expect(keys(mergePad({ category_id: 1 }))).not.toEqual(
      expect.arrayContaining(['warnings', 'facilities', 'landing_fees']),
    );
    expect(keys(mergePad({ category_id: 3 }))).toEqual(expect.arrayContaining(['warnings', 'landing_fees']));
    expect(keys(mergePad({ category_id: 3 }))).not.toContain('icao');
    expect(keys(mergePad({ category_id: 7 }))).toEqual(expect.arrayContaining(['facilities', 'icao']));
    expect(keys(mergePad({ category_id: 7 }))).not.toContain('warnings');
    expect(keys(mergePad())).not.toContain('uploads#admin');
    expect(keys(mergePad(), 'duplicate')).toContain('uploads#pilot');
    expect(keys(mergePad()).slice(0, 5)).toEqual([
      'name',
      'location#latitude',
      'location#longitude',
      'dms',
      'is_landing_permitted',
    ]);
  });

  test('an error key finds its row', () => {
    expect(rowKeyOfError('contacts.0.email')).toBe('contacts');
    expect(rowKeyOfError('location#latitude')).toBe('location#latitude');
    expect(rowKeyOfError('location#country')).toBe('location#name');
  });
});

describe('DMS format', () => {
  test('degrees, minutes, tenths of seconds and the hemisphere', () => {
    expect(formatDms(52.1, -9.5)).toBe(`52°06'00.0"N 9°30'00.0"W`);
    expect(formatDms(-33.8568, 151.2153)).toBe(`33°51'24.5"S 151°12'55.1"E`);
    expect(formatDms(0, 0)).toBe(`0°00'00.0"N 0°00'00.0"E`);
  });
  test('rounding carries into minutes and degrees', () => {
    expect(formatDms(10.99999, 20.016666)).toBe(`11°00'00.0"N 20°01'00.0"E`);
  });
  test('out of range or missing: empty', () => {
    expect(formatDms(95, 0)).toBe('');
    expect(formatDms(0, 181)).toBe('');
    expect(formatDms(undefined, 1)).toBe('');
  });
});

describe('is_address_split', () => {
  const prev = mergePad({ location: { ...mergePad().location, is_address_split: false } });
  const next = mergePad({
    location: { ...mergePad().location, latitude: 53, name: 'Elsewhere', is_address_split: true },
  });
  test('kept from the side the coordinates and address match', () => {
    expect(isAddressSplit(mergePad({ location: prev.location }), prev, next)).toBe(false);
    expect(
      isAddressSplit(mergePad({ location: { ...next.location } }), prev, {
        ...next,
        location: { ...next.location, is_address_split: false },
      }),
    ).toBe(false);
  });
  test('true when the result matches neither side', () => {
    expect(isAddressSplit(mergePad({ location: { ...prev.location, latitude: 40 } }), prev, next)).toBe(true);
    expect(isAddressSplit(mergePad({ location: { ...prev.location, name: 'Typed' } }), prev, next)).toBe(true);
  });
});

describe('removing contacts', () => {
  const ann = { id: 10, contact_type_id: 1, name: 'Ann', email: 'a@x.test', phone: '', is_primary: true };
  const bob = { id: null, contact_type_id: 1, name: 'Bob', email: 'b@x.test', phone: '', is_primary: false };
  const both = () => ({ prev: mergePad({ contacts: [ann, bob] }), next: mergePad({ contacts: [ann, { ...bob }] }) });

  test('removing on one side marks the same contact removed on the other (by id, else by its details)', () => {
    const once = removeContact(both(), 'prev', 0);
    expect(once.prev.contacts[0]!.removed).toBe(true);
    expect(once.next.contacts[0]!.removed).toBe(true);
    const bobGone = removeContact(both(), 'next', 1);
    expect(bobGone.prev.contacts[1]!.removed).toBe(true);
    expect(bobGone.prev.contacts[0]!.removed).toBeUndefined();
  });

  test('deleting an already removed contact is local', () => {
    const once = removeContact(both(), 'prev', 0);
    const again = removeContact(once, 'next', 0);
    expect(again.next.contacts[0]!.removed).toBe(false);
    expect(again.prev.contacts[0]!.removed).toBe(true);
  });
});

describe('payload flattening', () => {
  test('section#field keys, the twitter handle without @, removed contacts and owners left out', () => {
    const owner = { id: 30, contact_type_id: 4, name: 'Owner', email: 'o@x.test', phone: null, is_primary: false };
    const gone = {
      id: 31,
      contact_type_id: 4,
      name: 'Gone',
      email: null,
      phone: null,
      is_primary: false,
      removed: true,
    };
    const merged = mergePad({
      pad_social: { website: null, twitter_handle: '@hilltop', trip_advisor_rating: 4.5 },
      contacts: [...mergePad().contacts, { ...mergePad().contacts[0]!, id: 11, removed: true }, owner, gone],
    });
    const payload = mergePayload(merged, { prev: mergePad(), next: mergePad() }, { acceptSurvey: true });
    expect(payload).toEqual({
      name: 'Hilltop Farm',
      category_id: 3,
      is_landing_permitted: true,
      'location#name': '1 Farm Lane',
      'location#latitude': 52.1,
      'location#longitude': -9.5,
      'location#region': 'Munster',
      'location#country': 'IE',
      'location#county': 'Kerry',
      'location#is_address_split': true,
      facilities: [],
      warnings: [],
      landing_fees: null,
      icao: '',
      hisc: '',
      site_information: 'Open field',
      landing_advice: '',
      tags: [1],
      'pad_social#website': '',
      'pad_social#twitter_handle': 'hilltop',
      'pad_social#trip_advisor_rating': 4.5,
      accept_survey: true,
      upload_ids: [],
      contacts: [
        { id: 10, name: 'Ann', email: 'ann@pads.test', phone: '+353123', contact_type_id: 1, is_primary: true },
      ],
      owners: [30],
    });
  });
});
