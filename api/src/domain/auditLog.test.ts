import { diffFields } from './auditLog.js';

describe('diffFields', () => {
  it('keeps only the fields that changed, with before and after', () => {
    expect(
      diffFields({ name: 'A', category_id: 3, tags: [1, 2] }, { name: 'B', category_id: 3, tags: [1, 2] }),
    ).toEqual({
      name: { before: 'A', after: 'B' },
    });
  });

  it('compares lists and dates by value and treats a missing key as null', () => {
    const d = new Date('2026-01-01T00:00:00Z');
    expect(diffFields({ at: d, tags: [1] }, { at: new Date(d), tags: [1, 3] })).toEqual({
      tags: { before: [1], after: [1, 3] },
    });
    expect(diffFields({ icao: null }, {})).toEqual({});
    expect(diffFields({}, { icao: 'EIDW' })).toEqual({ icao: { before: null, after: 'EIDW' } });
  });

  it('compares only the named fields when given', () => {
    expect(diffFields({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual({ b: { before: 1, after: 2 } });
  });
});
