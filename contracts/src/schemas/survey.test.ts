import { ValidationError } from 'yup';
import {
  completedSteps,
  emptySurveySteps,
  hasSurveyPhotoExtension,
  hazardOptionsFor,
  stepHasData,
  SURVEY_DIRECTIONS,
  SURVEY_STEPS,
  surveyProgress,
  surveyStepsSchema,
  SURVEY_MESSAGES,
  type SurveyContext,
  type SurveyStep,
  type SurveySteps,
} from './survey.ts';

const messages = (input: object, context?: SurveyContext) => {
  try {
    surveyStepsSchema.validateSync(input, { abortEarly: false, context });
    return {};
  } catch (e) {
    const out: Record<string, string[]> = {};
    for (const inner of (e as ValidationError).inner) (out[inner.path!] ??= []).push(...inner.errors);
    return out;
  }
};
const landing = { size: 20, size_unit: 1, surface: 1, slope: 1 };

describe('every rule with its message', () => {
  test.each([
    [{ general: { notice_details: 'ab' } }, { 'general.notice_details': ['Must be between 3 and 200 characters'] }],
    [{ general: { notice: 99 } }, { 'general.ppr_details': ['This field is required'] }],
    [
      { approach: { procedures: 'x'.repeat(201) } },
      { 'approach.procedures': ['Must be between 3 and 200 characters'] },
    ],
    [
      { landing: { size: 10 } },
      { 'landing.surface': ['This field is required'], 'landing.slope': ['This field is required'] },
    ],
    // Once the step is started, the size and its unit are required like the surface and slope.
    [{ landing: { surface: 1, slope: 1 } }, { 'landing.size': ['This field is required'] }],
    [{ landing: { ...landing, size_unit: null } }, { 'landing.size_unit': ['This field is required'] }],
    [{ landing: { ...landing, size_unit: '' } }, { 'landing.size_unit': ['This field is required'] }],
    // Not given, the unit is Meters.
    [{ landing: { size: 20, surface: 1, slope: 1 } }, {}],
    [{ landing: { ...landing, surface: 99 } }, { 'landing.surface_details': ['This field is required'] }],
    [
      { landing: { ...landing, slope_details: 'no' } },
      { 'landing.slope_details': ['Must be between 3 and 200 characters'] },
    ],
    [{ hazards: { categories: [1, 99] } }, { 'hazards.details': ['This field is required'] }],
    [{ hazards: { details: 'ok' } }, { 'hazards.details': ['Must be between 3 and 500 characters'] }],
    [{ facilities: { details: 'x'.repeat(501) } }, { 'facilities.details': ['Must be between 3 and 500 characters'] }],
    [
      { facilities: { range_fee_details: 'x'.repeat(201) } },
      { 'facilities.range_fee_details': ['Must be between 1 and 200 characters'] },
    ],
    [
      { view: { north: { comment: 'x'.repeat(100) } } },
      { 'view.north.comment': ['Comment should be less than 100 characters'] },
    ],
    [{ location: { latitude: 91 } }, { 'location.latitude': ['Max: 90'] }],
  ])('%j', (input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  test('an empty survey and a full one pass', () => {
    expect(messages({})).toEqual({});
    expect(messages(full())).toEqual({});
  });

  test('photos: only .jpg, .png and .jpeg', () => {
    expect(['a.JPG', 'b.png', 'c.jpeg'].map(hasSurveyPhotoExtension)).toEqual([true, true, true]);
    expect(['d.gif', 'e.webp', 'jpg'].map(hasSurveyPhotoExtension)).toEqual([false, false, false]);
  });

  test('hazard options by category: all for 2–6, only 3, 6, 8 and 99 for 7', () => {
    expect(hazardOptionsFor(4).map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 99]);
    expect(hazardOptionsFor(7).map((o) => o.value)).toEqual([3, 6, 8, 99]);
    // Hazards an aerodrome's survey already holds stay on show, to be unticked.
    expect(hazardOptionsFor(7, [1, 6]).map((o) => o.value)).toEqual([1, 3, 6, 8, 99]);
  });

  test("the rules take the pad's category from the context: an aerodrome refuses the hazards it does not take", () => {
    const hazards = { hazards: { categories: [1, 6] } };
    expect(messages(hazards, { category_id: 7 })).toEqual({ 'hazards.categories': [SURVEY_MESSAGES.aerodromeHazards] });
    expect(messages({ hazards: { categories: [3, 6, 8] } }, { category_id: 7 })).toEqual({});
    for (const category_id of [2, 3, 4, 5, 6]) expect(messages(hazards, { category_id })).toEqual({});
  });
});

/** Every step filled so that it counts as complete. */
function full(): SurveySteps {
  return surveyStepsSchema.cast({
    general: { notice: 2, ppr: 'phone', ppr_details: 'Call the tower' },
    landing,
    hazards: { categories: [6] },
    approach: { departures: 'West over the lake' },
    facilities: { landing_fee: 'no', categories: ['fuel'] },
    view: {},
    location: { latitude: 53.1, longitude: -7.2 },
  }) as SurveySteps;
}

describe('status and progress', () => {
  // Each combination of complete steps (2^7): a step is left empty unless its bit is set.
  test.each(Array.from({ length: 1 << SURVEY_STEPS.length }, (_, mask) => mask))('combination %i', (mask) => {
    const on = (s: SurveyStep) => Boolean(mask & (1 << SURVEY_STEPS.indexOf(s)));
    const steps = emptySurveySteps();
    const source = full();
    for (const s of SURVEY_STEPS) if (on(s) && s !== 'view') (steps as Record<string, unknown>)[s] = source[s];
    const photos = on('view') ? [...SURVEY_DIRECTIONS] : [];
    const complete = completedSteps(steps, photos);
    expect(SURVEY_STEPS.filter((s) => complete[s])).toEqual(SURVEY_STEPS.filter(on));
    const done = SURVEY_STEPS.filter(on).length;
    expect(surveyProgress(complete)).toEqual({
      status: done === 7 ? 3 : done === 0 ? 1 : 2,
      progress: Math.round((done / 7) * 100),
    });
  });

  test('a step is not complete with part of its required fields; approach needs only one field', () => {
    const steps = emptySurveySteps();
    steps.landing = { ...steps.landing, size: 10, surface: 99 };
    steps.approach.visual_reference = 'The church spire';
    steps.hazards.none_within = true;
    const complete = completedSteps(steps, ['north', 'east', 'west']);
    expect(complete).toMatchObject({ landing: false, approach: true, hazards: true, view: false });
    expect(stepHasData(steps, 'landing', [])).toBe(true);
    expect(stepHasData(steps, 'general', [])).toBe(false);
    expect(stepHasData(steps, 'view', ['north'])).toBe(true);
  });
});
