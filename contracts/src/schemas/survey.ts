// The 360° survey (spec part 2 §3 "Survey", §4, §5): one stored shape for both readings of the spec
// (docs/decisions/0081-surveys.md), the rules of each step with the spec's messages, and which steps count
// as complete, from which the status and progress follow. The editor and the API use the same schema.
// Pure: no React / antd / browser imports (the API imports it).
import { array, boolean, number, object, string, type InferType } from 'yup';
import { CATEGORY } from '../reference.ts';

export const SURVEY_STATUS = { NotStarted: 1, InProgress: 2, Completed: 3 } as const;
export const SURVEY_STATUS_LABELS: Record<number, string> = { 1: 'Not started', 2: 'In progress', 3: 'Completed' };

/** The seven steps in order; the spec names six, the seventh is the landing point on the map ("map"). */
export const SURVEY_STEPS = ['general', 'landing', 'hazards', 'approach', 'facilities', 'view', 'location'] as const;
export type SurveyStep = (typeof SURVEY_STEPS)[number];
export const SURVEY_STEP_TITLES: Record<SurveyStep, string> = {
  general: 'General',
  landing: 'Landing',
  hazards: 'Hazards',
  approach: 'Approach',
  facilities: 'Facilities',
  view: '360° View',
  location: 'Landing point',
};

export const SURVEY_DIRECTIONS = ['north', 'east', 'west', 'south'] as const;
export type SurveyDirection = (typeof SURVEY_DIRECTIONS)[number];

type Option<V> = { value: V; label: string };
export const NOTICE_OPTIONS: Option<number>[] = [
  { value: 1, label: 'Short Notice' },
  { value: 2, label: '24 Hours' },
  { value: 3, label: '48 Hours' },
  { value: 99, label: 'Other' },
];
export const PPR_OPTIONS: Option<string>[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone' },
];
export const SIZE_UNIT_OPTIONS: Option<number>[] = [
  { value: 1, label: 'Meters' },
  { value: 2, label: 'Feet' },
];
export const SURFACE_OPTIONS: Option<number>[] = [
  { value: 1, label: 'Concrete/Tarmac' },
  { value: 2, label: 'Grass maintained' },
  { value: 3, label: 'Grass partially maintained' },
  { value: 4, label: 'Grass unmaintained' },
  { value: 5, label: 'Gravel' },
  { value: 6, label: 'Sand' },
  { value: 99, label: 'Other' },
];
export const SLOPE_OPTIONS: Option<number>[] = [
  { value: 1, label: 'Flat' },
  { value: 2, label: 'Gentle' },
  { value: 3, label: 'Steep' },
  { value: 4, label: 'Extreme' },
];
export const YES_NO_OPTIONS: Option<string>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
export const HAZARD_OPTIONS: Option<number>[] = [
  { value: 1, label: 'Animals' },
  { value: 2, label: 'Avoid certain times' },
  { value: 3, label: 'Noise sensitivities' },
  { value: 4, label: 'Drone activity' },
  { value: 5, label: 'Advanced pilots only' },
  { value: 6, label: 'Power lines' },
  { value: 7, label: 'Near a public footpath' },
  { value: 8, label: 'Difficult landing' },
  { value: 99, label: 'Other' },
];
export const FACILITY_CATEGORY_OPTIONS: Option<string>[] = [
  { value: 'fuel', label: 'Fuel' },
  { value: 'marked_h', label: 'Marked H' },
  { value: 'wind_indicator', label: 'Wind indicator' },
  { value: 'food_available', label: 'Food available' },
  { value: 'lodging', label: 'Lodging' },
  { value: 'sport_facilities', label: 'Sport facilities' },
  { value: 'more_facilities', label: 'More facilities' },
  { value: 'specific_lighting', label: 'Specific lighting' },
  { value: 'others', label: 'Others' },
];
export const OTHER = 99;

/** The hazards an aerodrome (category 7) takes (spec part 2 §3); every other category takes them all. */
const AERODROME_HAZARDS: readonly number[] = [3, 6, 8, OTHER];

/**
 * Hazard options by pad category (spec part 2 §3): all for categories 2–6, only 3, 6, 8 and 99 for 7.
 * `ticked` adds the ones a survey already holds that the category does not take (its pad became an
 * aerodrome later), so the editor shows them to untick instead of keeping a hidden error.
 */
export function hazardOptionsFor(
  categoryId: number | null | undefined,
  ticked: readonly number[] = [],
): Option<number>[] {
  if (Number(categoryId) !== CATEGORY.Aerodrome) return HAZARD_OPTIONS;
  return HAZARD_OPTIONS.filter((o) => AERODROME_HAZARDS.includes(o.value) || ticked.includes(o.value));
}

/**
 * What the survey rules read from its pad (yup `context`, passed by the editor and by the API's save calls):
 * the category, which decides the hazards it takes. Without it every hazard passes.
 */
export type SurveyContext = { category_id?: number | null };

export const SURVEY_MESSAGES = {
  required: 'This field is required',
  comment: 'Must be between 3 and 200 characters',
  details: 'Must be between 3 and 500 characters',
  rangeFee: 'Must be between 1 and 200 characters',
  viewComment: 'Comment should be less than 100 characters',
  extension: 'This extension is not supported',
  number: 'Must be a number',
  aerodromeHazards: 'An aerodrome takes only these hazards: Noise sensitivities, Power lines, Difficult landing, Other',
} as const;

/** Photo file names the survey accepts (spec part 2 §5); the server checks the bytes too. */
export const SURVEY_PHOTO_EXTENSIONS = ['.jpg', '.png', '.jpeg'] as const;
export const hasSurveyPhotoExtension = (name: string) =>
  SURVEY_PHOTO_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** Optional text with a length range: '' means not given; anything else must fit. */
const ranged = (min: number, max: number, message: string) =>
  string()
    .trim()
    .default('')
    .test('length', message, (v) => !v || (v.length >= min && v.length <= max));
const comment = () => ranged(3, 200, SURVEY_MESSAGES.comment);
const details = () => ranged(3, 500, SURVEY_MESSAGES.details);
const choice = () =>
  number()
    .transform((v, original) => (original === '' || original === null || Number.isNaN(v) ? undefined : v))
    .nullable()
    .default(null);
const stringChoice = (options: Option<string>[]) =>
  string()
    .nullable()
    .default(null)
    .oneOf([...options.map((o) => o.value), null], 'Choose one of the options');
const requiredWhen = (test: (parent: Record<string, unknown>) => boolean) =>
  function (this: { parent: Record<string, unknown> }, value: unknown) {
    return !test(this.parent) || (value !== null && value !== undefined && value !== '');
  };

const landingStarted = (p: Record<string, unknown>) =>
  ['size', 'surface', 'slope', 'secondary_area'].some((k) => p[k] !== null && p[k] !== undefined && p[k] !== '') ||
  ['size_details', 'surface_details', 'slope_details', 'secondary_area_details'].some((k) => Boolean(p[k]));

export const surveyGeneralSchema = object({
  notice: choice().oneOf([...NOTICE_OPTIONS.map((o) => o.value), null]),
  notice_details: comment(),
  ppr: stringChoice(PPR_OPTIONS),
  // Spec part 2 §5: "PPR details required when notice is Other (99)".
  ppr_details: comment().test(
    'ppr-details',
    SURVEY_MESSAGES.required,
    requiredWhen((p) => p.notice === OTHER),
  ),
});

/** Size, unit, surface and slope are required once the landing step is started (spec part 2 §5). */
export const surveyLandingSchema = object({
  size: choice()
    .typeError(SURVEY_MESSAGES.number)
    .min(0, SURVEY_MESSAGES.number)
    .test('size', SURVEY_MESSAGES.required, requiredWhen(landingStarted)),
  // Meters when not given; an explicit empty answer (null, '') stays empty, so it can be required.
  size_unit: number()
    .transform((v, original) => (original === '' || original === null || Number.isNaN(v) ? null : v))
    .nullable()
    .default(1)
    .oneOf([...SIZE_UNIT_OPTIONS.map((o) => o.value), null])
    .test('unit', SURVEY_MESSAGES.required, requiredWhen(landingStarted)),
  size_details: comment(),
  surface: choice()
    .oneOf([...SURFACE_OPTIONS.map((o) => o.value), null])
    .test('surface', SURVEY_MESSAGES.required, requiredWhen(landingStarted)),
  surface_details: comment().test(
    'surface-details',
    SURVEY_MESSAGES.required,
    requiredWhen((p) => p.surface === OTHER),
  ),
  slope: choice()
    .oneOf([...SLOPE_OPTIONS.map((o) => o.value), null])
    .test('slope', SURVEY_MESSAGES.required, requiredWhen(landingStarted)),
  slope_details: comment(),
  secondary_area: stringChoice(YES_NO_OPTIONS),
  secondary_area_details: comment(),
});

export const surveyHazardsSchema = object({
  categories: array(
    number()
      .integer()
      .oneOf(HAZARD_OPTIONS.map((o) => o.value))
      .required(),
  )
    .default([])
    .test('hazards-of-category', SURVEY_MESSAGES.aerodromeHazards, function (value) {
      const taken = hazardOptionsFor((this.options.context as SurveyContext | undefined)?.category_id);
      return (value ?? []).every((v) => taken.some((o) => o.value === v));
    }),
  details: details().test(
    'hazard-details',
    SURVEY_MESSAGES.required,
    requiredWhen((p) => Array.isArray(p.categories) && p.categories.includes(OTHER)),
  ),
  none_within: boolean().default(false),
});

export const surveyApproachSchema = object({
  procedures: comment(),
  departures: comment(),
  visual_reference: comment(),
});

export const surveyFacilitiesSchema = object({
  categories: array(
    string()
      .oneOf(FACILITY_CATEGORY_OPTIONS.map((o) => o.value))
      .required(),
  ).default([]),
  details: details(),
  landing_fee: stringChoice(YES_NO_OPTIONS),
  range_fee: string().trim().max(100, 'At most 100 characters').default(''),
  range_fee_details: ranged(1, 200, SURVEY_MESSAGES.rangeFee),
});

const viewSide = () =>
  object({ comment: string().trim().max(99, SURVEY_MESSAGES.viewComment).default('') }).default({ comment: '' });

export const surveyViewSchema = object({
  north: viewSide(),
  east: viewSide(),
  west: viewSide(),
  south: viewSide(),
});

export const surveyLocationSchema = object({
  latitude: choice().min(-90, 'Min: -90').max(90, 'Max: 90'),
  longitude: choice().min(-180, 'Min: -180').max(180, 'Max: 180'),
});

export const surveyStepsSchema = object({
  general: surveyGeneralSchema,
  landing: surveyLandingSchema,
  hazards: surveyHazardsSchema,
  approach: surveyApproachSchema,
  facilities: surveyFacilitiesSchema,
  view: surveyViewSchema,
  location: surveyLocationSchema,
});

export type SurveySteps = InferType<typeof surveyStepsSchema>;

/** An empty survey with every default (the editor's initial values, the API's stored default). */
export const emptySurveySteps = (): SurveySteps => surveyStepsSchema.cast({}) as SurveySteps;

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/**
 * Whether each step counts as complete: its required fields are filled. Approach needs only one of its
 * three fields (spec part 2 §4); the view needs its four photos (`photos`: the directions that have one).
 */
export function completedSteps(steps: SurveySteps, photos: readonly string[]): Record<SurveyStep, boolean> {
  const { general: g, landing: l, hazards: h, approach: a, facilities: f, location: m } = steps;
  return {
    general: filled(g.notice) && filled(g.ppr) && (g.notice !== OTHER || filled(g.ppr_details)),
    landing:
      filled(l.size) &&
      filled(l.size_unit) &&
      filled(l.surface) &&
      filled(l.slope) &&
      (l.surface !== OTHER || filled(l.surface_details)),
    hazards: (h.categories.length > 0 || h.none_within) && (!h.categories.includes(OTHER) || filled(h.details)),
    approach: filled(a.procedures) || filled(a.departures) || filled(a.visual_reference),
    facilities: filled(f.landing_fee) && (f.categories.length > 0 || filled(f.details)),
    view: SURVEY_DIRECTIONS.every((d) => photos.includes(d)),
    location: filled(m.latitude) && filled(m.longitude),
  };
}

/** Progress (0–100) and status from the complete steps: 3 when all seven are, 1 with none, else 2. */
export function surveyProgress(complete: Record<SurveyStep, boolean>): { status: number; progress: number } {
  const done = SURVEY_STEPS.filter((s) => complete[s]).length;
  const status =
    done === SURVEY_STEPS.length
      ? SURVEY_STATUS.Completed
      : done === 0
        ? SURVEY_STATUS.NotStarted
        : SURVEY_STATUS.InProgress;
  return { status, progress: Math.round((done / SURVEY_STEPS.length) * 100) };
}

/** A step has something to show in view mode: a value other than its default (the unit alone is not data). */
export function stepHasData(steps: SurveySteps, step: SurveyStep, photos: readonly string[]): boolean {
  if (step === 'view') return photos.length > 0 || SURVEY_DIRECTIONS.some((d) => filled(steps.view[d].comment));
  const empty = emptySurveySteps()[step] as Record<string, unknown>;
  return Object.entries(steps[step] as Record<string, unknown>).some(([key, value]) => {
    if (step === 'landing' && key === 'size_unit') return false;
    return JSON.stringify(value ?? null) !== JSON.stringify(empty[key] ?? null);
  });
}

const optionLabel = <V>(options: { value: V; label: string }[], value: V | null | undefined) =>
  options.find((o) => o.value === value)?.label ?? '';
const optionLabels = <V>(options: { value: V; label: string }[], values: V[]) =>
  values.map((v) => optionLabel(options, v)).join(', ');

/** Label/value rows of one step, leaving out what is empty. */
export function surveyStepRows(steps: SurveySteps, step: SurveyStep): [string, string][] {
  const rows: [string, string | number | null | undefined][] = (() => {
    const s = steps;
    switch (step) {
      case 'general':
        return [
          ['Minimum notice', optionLabel(NOTICE_OPTIONS, s.general.notice)],
          ['Notice details', s.general.notice_details],
          ['PPR by', optionLabel(PPR_OPTIONS, s.general.ppr)],
          ['PPR details', s.general.ppr_details],
        ];
      case 'landing':
        return [
          [
            'Size',
            s.landing.size == null ? '' : `${s.landing.size} ${optionLabel(SIZE_UNIT_OPTIONS, s.landing.size_unit)}`,
          ],
          ['Size details', s.landing.size_details],
          ['Surface', optionLabel(SURFACE_OPTIONS, s.landing.surface)],
          ['Surface details', s.landing.surface_details],
          ['Slope', optionLabel(SLOPE_OPTIONS, s.landing.slope)],
          ['Slope details', s.landing.slope_details],
          ['Secondary landing area', optionLabel(YES_NO_OPTIONS, s.landing.secondary_area)],
          ['Secondary landing area details', s.landing.secondary_area_details],
        ];
      case 'hazards':
        return [
          ['Hazards', optionLabels(HAZARD_OPTIONS, s.hazards.categories)],
          ['Hazard details', s.hazards.details],
          ['No hazards within', s.hazards.none_within ? 'Yes' : ''],
        ];
      case 'approach':
        return [
          ['Procedures', s.approach.procedures],
          ['Departures', s.approach.departures],
          ['Visual reference points', s.approach.visual_reference],
        ];
      case 'facilities':
        return [
          ['Facilities', optionLabels(FACILITY_CATEGORY_OPTIONS, s.facilities.categories)],
          ['Facility details', s.facilities.details],
          ['Landing fee charged', optionLabel(YES_NO_OPTIONS, s.facilities.landing_fee)],
          ['Fee range', s.facilities.range_fee],
          ['Fee details', s.facilities.range_fee_details],
        ];
      case 'view':
        return SURVEY_DIRECTIONS.map((d) => [`${d[0]!.toUpperCase()}${d.slice(1)}`, s.view[d].comment]);
      case 'location':
        return [
          ['Latitude', s.location.latitude],
          ['Longitude', s.location.longitude],
        ];
    }
  })();
  return rows.filter(([, v]) => v !== '' && v !== null && v !== undefined).map(([k, v]) => [k, String(v)]);
}
