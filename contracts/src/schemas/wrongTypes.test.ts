import { padCreateSchema, validatePadCreate } from './padCreate.ts';
import { surveyStepsSchema } from './survey.ts';
import { validateWith } from './validateWith.ts';
import { wrongTypes } from './wrongTypes.ts';

test('objects and lists where plain values belong are named by dotted path, at any depth', () => {
  expect(
    wrongTypes(padCreateSchema, {
      name: 'Field',
      twitter_handle: { toString: 1 },
      contacts: [{ email: {} }, { email: 'a@b.c', contact_type_id: [1] }],
      location: { latitude: { lat: 1 }, address: 'x' },
      tags: [1, {}],
    }),
  ).toEqual({
    twitter_handle: ['The twitter_handle field must be a string.'],
    'contacts.0.email': ['The email field must be a string.'],
    'contacts.1.contact_type_id': ['The contact_type_id field must be a number.'],
    'location.latitude': ['The latitude field must be a number.'],
    'tags.1': ['The tags field must be a number.'],
  });
});

test('plain values, nulls and wrong containers are left to the schema', () => {
  expect(wrongTypes(padCreateSchema, { name: 3, contacts: 'none', location: null, tags: null })).toEqual({});
});

test('validateWith answers them as field errors instead of throwing from a cast', async () => {
  await expect(validateWith(surveyStepsSchema, { approach: { departures: [] } })).resolves.toEqual({
    ok: false,
    errors: { 'approach.departures': ['The departures field must be a string.'] },
  });
  const nulls = await validatePadCreate({ name: null, category_id: null, facilities: null, warnings: null });
  expect(nulls.ok).toBe(false);
});
