// The list engine keeps each request it built (lists/engine.ts buildRequest): by query string, per list.
import { padList } from '../../src/modules/pads/pads.list.js';
import { buildRequest, KEPT_PLAN_PAGES } from '../../src/lists/engine.js';

test('the same query string is built once: its parsed request and statement are kept, whatever the key order', () => {
  const first = buildRequest(padList, { type: 'moderated', page: '2' });
  expect(buildRequest(padList, { page: '2', type: 'moderated' })).toBe(first);
  expect(first.req.page).toBe(2);
  expect(first.statement.name).toMatch(/^s_/);
});

test('another query string builds its own statement; a keyword one is planned per value (unnamed)', () => {
  const page1 = buildRequest(padList, { type: 'moderated' });
  const page3 = buildRequest(padList, { type: 'moderated', page: '3' });
  expect(page3).not.toBe(page1);
  // The page is in the statement's text (LIMIT and OFFSET are literals, so the named statement keeps one plan): a
  // statement of its own; past KEPT_PLAN_PAGES it runs unnamed.
  expect(page3.statement.text).not.toEqual(page1.statement.text);
  expect(page3.statement.name).not.toEqual(page1.statement.name);
  expect(page3.statement.text).toContain('OFFSET 40');
  expect(
    buildRequest(padList, { type: 'moderated', page: String(KEPT_PLAN_PAGES + 1) }).statement.name,
  ).toBeUndefined();
  const keyword = buildRequest(padList, { keyword: 'manor' });
  expect(keyword.statement.name).toBeUndefined();
  expect(keyword.statement.values).toContain('%manor%');
});

test('a request that does not parse throws its 422 every time and keeps nothing', () => {
  const bad = { sort_column: 'password_hash' };
  expect(() => buildRequest(padList, bad)).toThrow();
  expect(() => buildRequest(padList, bad)).toThrow();
});
