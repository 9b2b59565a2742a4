/**
 * @jest-environment node
 */
import { LIST_ROW_ARCHIVED, LIST_ROW_FADED, listRowClass } from './listRowClass';

test('a plain row has no class, a faded one is faded, an archived one is faded and archived', () => {
  expect(listRowClass({})).toBe('');
  expect(listRowClass({ faded: true })).toBe(LIST_ROW_FADED);
  expect(listRowClass({ archived: true })).toBe(`${LIST_ROW_FADED} ${LIST_ROW_ARCHIVED}`);
  expect(listRowClass({ faded: true, archived: true })).toBe('list-row-faded list-row-archived');
});
