import { isSearchable, readSearchQuery } from './searchQuery.ts';

test('an id, with or without #, is searchable from one digit; other text from three characters', () => {
  expect(readSearchQuery(' 7 ')).toMatchObject({ text: '7', id: 7, words: false });
  expect(isSearchable(readSearchQuery('7'))).toBe(true);
  expect(readSearchQuery('#9001')).toMatchObject({ id: 9001, code: null });
  expect(isSearchable(readSearchQuery('ab'))).toBe(false);
  expect(isSearchable(readSearchQuery('abc'))).toBe(true);
  expect(readSearchQuery('0').id).toBeNull();
  expect(readSearchQuery('99999999999').id).toBeNull();
});

test('codes are read in upper case; spaces are collapsed; a coordinate is recognised', () => {
  expect(readSearchQuery('eguw')).toMatchObject({ code: 'EGUW', coordinate: null });
  expect(readSearchQuery('GB1234ab').code).toBe('GB1234AB');
  expect(readSearchQuery('Oak   Manor').text).toBe('Oak Manor');
  expect(readSearchQuery('Oak Manor').code).toBeNull();
  expect(readSearchQuery('52.127, 0.956').coordinate).toEqual({ latitude: 52.127, longitude: 0.956 });
});
