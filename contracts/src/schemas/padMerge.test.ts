import { MERGE_MESSAGES, padMergeSchema } from './padMerge.ts';
import { validateWith } from './validateWith.ts';

const valid = {
  name: 'Hilltop',
  category_id: 3,
  'location#name': '1 Farm Lane',
  'location#latitude': 52.1,
  'location#longitude': -9.5,
  contacts: [{ name: 'Ann', email: 'ann@pads.test', phone: '', contact_type_id: 1 }],
};

describe('padMergeSchema', () => {
  test('accepts a merged pad and fills the defaults', async () => {
    const result = await validateWith(padMergeSchema, valid);
    expect(result).toMatchObject({
      ok: true,
      value: { 'location#is_address_split': true, owners: [], upload_ids: [] },
    });
  });

  test('errors are keyed by the section#field key of their merge row', async () => {
    const result = await validateWith(padMergeSchema, {
      ...valid,
      'location#latitude': 91,
      hisc: 'IE12',
      'pad_social#twitter_handle': '@pads',
      contacts: [{ email: 'nope', contact_type_id: 1 }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'location#latitude': ['Max: 90'],
      hisc: [MERGE_MESSAGES.hiscFormat],
      'pad_social#twitter_handle': ['"@" symbol already is'],
      'contacts.0.email': ['Please enter a valid email!'],
    });
  });

  test('HISC: a country code and the six-character remainder', async () => {
    for (const hisc of ['IEABCDef', 'GB1234A9'])
      expect((await validateWith(padMergeSchema, { ...valid, hisc })).ok).toBe(true);
    for (const hisc of ['ieABCDef', 'IEABCD', 'IEABCDe!'])
      expect((await validateWith(padMergeSchema, { ...valid, hisc })).ok).toBe(false);
  });
});
