import { ValidationError } from 'yup';
import { importRowSchema, normaliseImportRow, splitTags, type ImportField } from './padImport.ts';

const valid = { name: 'Field', category: '3', latitude: '52.1', longitude: '-8.2' };
const messages = (cells: Record<string, string>) => {
  try {
    importRowSchema.validateSync({ ...valid, ...cells }, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as ValidationError).inner) (out[inner.path!] ??= []).push(...inner.errors);
    return out;
  }
};

describe('importRowSchema: each rule with its message', () => {
  test.each([
    [{ name: '' }, { name: ['Required'] }],
    [{ name: 'x'.repeat(256) }, { name: ['At most 255 characters'] }],
    [{ category: '' }, { category: ['Required'] }],
    [{ category: 'heli' }, { category: ['Category must be a number'] }],
    [{ category: '3.5' }, { category: ['Category must be a number'] }],
    [{ latitude: '' }, { latitude: ['Required'] }],
    [{ latitude: '90.5' }, { latitude: ['Max: 90'] }],
    [{ latitude: '-91' }, { latitude: ['Min: -90'] }],
    [{ longitude: '181' }, { longitude: ['Max: 180'] }],
    [{ longitude: '-180.1' }, { longitude: ['Min: -180'] }],
    [{ id: '12a' }, { id: ['ID must be a whole number'] }],
    [{ icao: 'eidw' }, { icao: ['ICAO code must be exactly 4 letters'] }],
    [{ country: 'IRL' }, { country: ['At most 2 characters', 'Country must be a 2-letter code'] }],
    [{ country: '1E' }, { country: ['Country must be a 2-letter code'] }],
    [{ email: 'nobody' }, { email: ['Please enter a valid email!'] }],
    [{ jet_a1: '2' }, { jet_a1: ['Must be 0 or 1'] }],
    [{ is_moderated: 'yes' }, { is_moderated: ['Must be 0 or 1'] }],
    [{ is_landing_permitted: '-1' }, { is_landing_permitted: ['Must be 0 or 1'] }],
  ])('%j', (cells, expected) => {
    expect(messages(cells as Record<string, string>)).toEqual(expected);
  });

  test('a valid row passes, flags blank meaning 0', () => {
    expect(messages({ jet_a1: '', mogas: '1', icao: 'EIDW', country: 'ie', id: '42' })).toEqual({});
  });
});

test('normaliseImportRow types the cells and keeps only the columns the file has', () => {
  const text = importRowSchema.validateSync({ ...valid, jet_a1: '', country: 'ie', tags: 'Scenic, Coastal,Scenic' });
  const present = new Set<ImportField>(['name', 'category', 'latitude', 'longitude', 'jet_a1', 'country', 'tags']);
  expect(normaliseImportRow(text, present)).toEqual({
    id: null,
    name: 'Field',
    category: 3,
    latitude: 52.1,
    longitude: -8.2,
    jet_a1: 0,
    country: 'IE',
    tags: ['Scenic', 'Coastal'],
  });
  expect(splitTags(' , a ,b,')).toEqual(['a', 'b']);
});
