// The merged pad of the three-column merge screen (spec part 3 §3 "Merged-save payload keys", §5), as
// POST /admin/revisions/pad/update/{id} receives it: pad fields flat, location and links as
// `section#field` keys. The screen validates with this schema before sending and the API validates the
// body with it, so an error lands on the same key (= the same merge row) either way.
// Pure: the API imports it.
import { array, boolean, number, string, type InferType } from 'yup';
import { NOT_AUTHORIZED } from '../messages.ts';
import {
  coordinate,
  emptyToUndefined,
  ICAO_PATTERN,
  idList,
  landingFeeRequired,
  optionalText,
  PAD_CREATE_MESSAGES,
  padContactSchema,
  padCreateSchema,
  tripAdvisorRating,
} from './padCreate.ts';

export const MERGE_MESSAGES = {
  hiscFormat: 'ex: RCNNNNnn',
  notAuthorized: NOT_AUTHORIZED,
  twitterAt: PAD_CREATE_MESSAGES.twitterAt,
} as const;

/**
 * A whole HISC: the 2-letter country code and its 6-character remainder (the pad-create rule for the
 * remainder, docs/decisions/0056-merge-save-accept-and-moderate.md), so every HISC the product stores can pass a merge.
 */
export const MERGE_HISC_PATTERN = /^[A-Z]{2}[A-Z0-9]{4}[A-Za-z0-9]{2}$/;

const required = () => string().trim().required(PAD_CREATE_MESSAGES.required);

/** A pad contact (type 1) as the merged column holds it; `id` keeps an existing contact. */
export const mergeContactSchema = padContactSchema.shape({
  id: number().transform(emptyToUndefined).integer().nullable().default(null),
  is_primary: boolean().default(false),
});

export const padMergeSchema = padCreateSchema.pick(['name', 'category_id', 'is_landing_permitted']).shape({
  'location#name': required().max(500, 'At most 500 characters'),
  'location#latitude': coordinate(-90, 90, PAD_CREATE_MESSAGES.latMin, PAD_CREATE_MESSAGES.latMax),
  'location#longitude': coordinate(-180, 180, PAD_CREATE_MESSAGES.lngMin, PAD_CREATE_MESSAGES.lngMax),
  'location#region': optionalText(200),
  /** The country's short code (spec part 3 §5). */
  'location#country': optionalText(2),
  'location#county': optionalText(200),
  'location#is_address_split': boolean().default(true),
  facilities: idList(),
  warnings: idList(),
  landing_fees: number()
    .transform(emptyToUndefined)
    .integer()
    .nullable()
    .default(null)
    .test('landing-fee', PAD_CREATE_MESSAGES.required, function (value) {
      const { category_id, facilities = [], warnings = [] } = this.parent as MergeParent;
      return value != null || !landingFeeRequired(category_id, facilities, warnings);
    }),
  icao: optionalText(4).test('icao', PAD_CREATE_MESSAGES.icaoFormat, (v) => !v || ICAO_PATTERN.test(v)),
  hisc: optionalText(8).test('hisc', MERGE_MESSAGES.hiscFormat, (v) => !v || MERGE_HISC_PATTERN.test(v)),
  site_information: optionalText(10_000),
  landing_advice: optionalText(10_000),
  tags: idList(),
  'pad_social#website': optionalText(500),
  /** Stored with a leading '@'; the screen shows the prefix and sends the handle without it. */
  'pad_social#twitter_handle': optionalText(99).test('twitter', MERGE_MESSAGES.twitterAt, (v) => !v?.includes('@')),
  'pad_social#trip_advisor_rating': tripAdvisorRating(),
  accept_survey: boolean().default(false),
  upload_ids: idList(),
  contacts: array(mergeContactSchema)
    .min(1, PAD_CREATE_MESSAGES.atLeastOneContact)
    .required(PAD_CREATE_MESSAGES.atLeastOneContact),
  /** The owner contacts (type 4) the pad keeps, by id; an owner left out is removed from the pad. */
  owners: idList(),
  /** The pad version the screen was loaded with (optional: a changed pad is then a 409). */
  version: number().transform(emptyToUndefined).integer().nullable().default(null),
});

interface MergeParent {
  category_id?: number;
  facilities?: number[];
  warnings?: number[];
}

export type PadMergeValues = InferType<typeof padMergeSchema>;
export type MergeContactValues = InferType<typeof mergeContactSchema>;
export type PadMergeKey = keyof PadMergeValues;
