// The pad-create rules (spec part 1 §5). The form validates its values with this schema and the API
// validates the `data` field of POST /api/admin/pads with the very same schema, so both report the
// same message on the same path (e.g. `contacts.0.contact_type_id`, `location.latitude`, `hisc`).
// Pure: no React / antd / browser imports (the API imports it).
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { dottedPath, validateWith, type SchemaResult } from './validateWith.ts';
import { CATEGORY, CONTACT_TYPE, WARNING_LANDING_FEE } from '../reference.ts';

export const PAD_CREATE_MESSAGES = {
  required: 'Required',
  contactTypeRequired: 'Contact type is required',
  twitterAt: '"@" symbol already is',
  hiscFormat: 'Invalid HISC format. Expected format: ex: NNNNnn',
  hiscCountryCode: 'Please select hisc country code',
  latMax: 'Max: 90',
  latMin: 'Min: -90',
  lngMax: 'Max: 180',
  lngMin: 'Min: -180',
  // Spec-silent texts (docs/decisions/0002-pad-create-request-and-rules.md).
  icaoFormat: 'ICAO code must be exactly 4 letters',
  email: 'Please enter a valid email!',
  atLeastOneContact: 'The pad must have at least one contact',
  maxPhotos: 'At most 4 photos can be added on create',
  direction: 'Direction must be north, east, west or south',
  ratingMax: 'Max: 5',
  ratingMin: 'Min: 0',
} as const;

export const PAD_DIRECTIONS = ['north', 'east', 'west', 'south'] as const;
export type PadDirection = (typeof PAD_DIRECTIONS)[number];

/** Create photo limit and the uploader's file limit (spec §9). */
export const PAD_CREATE_PHOTO_LIMIT = 4;
export const PAD_UPLOADER_MAX_FILES = 10;
/** Category 1 (APOI) pads have exactly the one contact: "add contact" is hidden for them. */
export const CATEGORY_APOI = CATEGORY.AerialPoi;
/** Airfield categories carry an ICAO code. */
export const ICAO_CATEGORIES = [CATEGORY.LandingSite, CATEGORY.Aerodrome] as const;
export const DEFAULT_CONTACT_TYPE_ID = CONTACT_TYPE.PadContact;

/** Landing fee is required for an aerodrome (7) offering facility 13, or with warning 6. */
export const LANDING_FEE_RULE = { category: CATEGORY.Aerodrome, facility: 13, warning: WARNING_LANDING_FEE } as const;

/** What remains of a HISC after its 2-letter country code: NNNNnn, the first 4 upper-case. */
export const HISC_REST_MAX = 6;
export const HISC_REST_PATTERN = /^[A-Z0-9]{4}[A-Za-z0-9]{2}$/;
export const ICAO_PATTERN = /^[A-Z]{4}$/;

/** Upper-cases the first 4 characters and cuts the rest to 6 characters (the HISC input's own filter). */
export function normalizeHiscRest(value: string): string {
  const clean = value.replace(/[^A-Za-z0-9]/g, '').slice(0, HISC_REST_MAX);
  return clean.slice(0, 4).toUpperCase() + clean.slice(4);
}

/** Adds the '+' the phone number must start with. */
export function withPlusPrefix(phone: string): string {
  const trimmed = phone.trim();
  if (!trimmed) return '';
  return trimmed.startsWith('+') ? trimmed : `+${trimmed}`;
}

/** Coordinate inputs accept numeric text only: digits, one leading minus, one dot. */
export function numericText(value: string): string {
  const cleaned = value.replace(/[^0-9.-]/g, '');
  const sign = cleaned.startsWith('-') ? '-' : '';
  const [whole = '', ...fraction] = cleaned.replace(/-/g, '').split('.');
  return sign + whole + (fraction.length ? `.${fraction.join('')}` : '');
}

// '' and null mean "not given" for optional numbers and texts typed into inputs.
export const emptyToUndefined = (value: unknown, original: unknown) =>
  original === '' || original === null || (typeof value === 'number' && Number.isNaN(value)) ? undefined : value;

export const optionalText = (max: number) =>
  string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((v) => v ?? '')
    .default('');

export const coordinate = (min: number, max: number, minMessage: string, maxMessage: string) =>
  number()
    .transform(emptyToUndefined)
    .typeError(PAD_CREATE_MESSAGES.required)
    .required(PAD_CREATE_MESSAGES.required)
    .min(min, minMessage)
    .max(max, maxMessage);

export const tripAdvisorRating = () =>
  number()
    .transform(emptyToUndefined)
    .typeError('Must be a number')
    .min(0, PAD_CREATE_MESSAGES.ratingMin)
    .max(5, PAD_CREATE_MESSAGES.ratingMax)
    .nullable()
    .default(null);

export const idList = () => array(number().integer().required()).default([]);

export const padContactSchema = object({
  name: optionalText(200),
  phone: optionalText(50),
  email: optionalText(200).email(PAD_CREATE_MESSAGES.email),
  contact_type_id: number()
    .transform(emptyToUndefined)
    .typeError(PAD_CREATE_MESSAGES.contactTypeRequired)
    .integer()
    .required(PAD_CREATE_MESSAGES.contactTypeRequired),
});

export const padLocationSchema = object({
  address: string().trim().required(PAD_CREATE_MESSAGES.required).max(500, 'At most 500 characters'),
  country: optionalText(200),
  county: optionalText(200),
  region: optionalText(200),
  country_code: optionalText(2),
  latitude: coordinate(-90, 90, PAD_CREATE_MESSAGES.latMin, PAD_CREATE_MESSAGES.latMax),
  longitude: coordinate(-180, 180, PAD_CREATE_MESSAGES.lngMin, PAD_CREATE_MESSAGES.lngMax),
});

export const padPhotoSchema = object({
  direction: mixed<PadDirection>()
    .oneOf([...PAD_DIRECTIONS], PAD_CREATE_MESSAGES.direction)
    .required(PAD_CREATE_MESSAGES.required),
});

export const padCreateSchema = object({
  name: string().trim().required(PAD_CREATE_MESSAGES.required).max(255, 'At most 255 characters'),
  category_id: number()
    .transform(emptyToUndefined)
    .typeError(PAD_CREATE_MESSAGES.required)
    .integer()
    .required(PAD_CREATE_MESSAGES.required),
  is_landing_permitted: boolean().default(true),
  is_api_accessible: boolean().default(true),
  /** The HISC is a country code (select) plus its remainder (input); the API stores them joined. */
  hisc_country_code: optionalText(2),
  hisc: optionalText(HISC_REST_MAX + 2)
    .test('hisc-country', PAD_CREATE_MESSAGES.hiscCountryCode, function (value) {
      return !value || Boolean(this.parent.hisc_country_code);
    })
    .test('hisc-format', PAD_CREATE_MESSAGES.hiscFormat, (value) => !value || HISC_REST_PATTERN.test(value)),
  icao: optionalText(4).test('icao', PAD_CREATE_MESSAGES.icaoFormat, (value) => !value || ICAO_PATTERN.test(value)),
  landing_fee_id: number()
    .transform(emptyToUndefined)
    .integer()
    .nullable()
    .default(null)
    .test('landing-fee', PAD_CREATE_MESSAGES.required, function (value) {
      const {
        category_id,
        facilities = [],
        warnings = [],
      } = this.parent as {
        category_id?: number;
        facilities?: number[] | null;
        warnings?: number[] | null;
      };
      return value != null || !landingFeeRequired(category_id, facilities, warnings);
    }),
  tags: idList(),
  warnings: idList(),
  facilities: idList(),
  location: padLocationSchema,
  contacts: array(padContactSchema)
    .min(1, PAD_CREATE_MESSAGES.atLeastOneContact)
    .required(PAD_CREATE_MESSAGES.atLeastOneContact),
  photos: array(padPhotoSchema).max(PAD_CREATE_PHOTO_LIMIT, PAD_CREATE_MESSAGES.maxPhotos).default([]),
  website: optionalText(500),
  /** Stored and sent with a leading '@'; typed without one. */
  twitter_handle: optionalText(99).test('twitter', PAD_CREATE_MESSAGES.twitterAt, (value) => !value?.includes('@')),
  trip_advisor_rating: tripAdvisorRating(),
  site_information: optionalText(10_000),
  landing_advice: optionalText(10_000),
  description: optionalText(10_000),
  notes: optionalText(10_000),
});

export function landingFeeRequired(
  categoryId: number | undefined | null,
  facilities: number[] | null,
  warnings: number[] | null,
): boolean {
  // The rule runs beside the lists' own checks: a list sent as null or as anything else counts as empty.
  const has = (list: unknown, id: number) => Array.isArray(list) && list.includes(id);
  return (
    (Number(categoryId) === LANDING_FEE_RULE.category && has(facilities, LANDING_FEE_RULE.facility)) ||
    has(warnings, LANDING_FEE_RULE.warning)
  );
}

export type PadCreateValues = InferType<typeof padCreateSchema>;
export type PadContactValues = InferType<typeof padContactSchema>;

export { dottedPath };

export type PadCreateResult = SchemaResult<PadCreateValues>;

/** Validates everything at once and keys the messages by dotted path (the API's `errors` shape). */
export const validatePadCreate = (input: unknown): Promise<PadCreateResult> => validateWith(padCreateSchema, input);
