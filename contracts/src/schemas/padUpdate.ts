// The pad-detail edit rules (spec part 2 §5): one schema per tab of PUT /api/admin/pads/{id}. The Contact
// and Landing forms validate with these and the API validates the body with the same ones, so the
// messages and paths match (`contacts.1.email`, `location.latitude`, `hisc`). Built from the pad-create
// pieces so a rule lives once. Pure: the API imports it.
import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import {
  CATEGORY_APOI,
  emptyToUndefined,
  HISC_REST_MAX,
  HISC_REST_PATTERN,
  landingFeeRequired,
  optionalText,
  PAD_CREATE_MESSAGES,
  padContactSchema,
  padCreateSchema,
} from './padCreate.ts';
import { CATEGORY, CONTACT_TYPE } from '../reference.ts';

export const PAD_UPDATE_MESSAGES = {
  hiscRequired: 'Please enter HISC',
  hiscFormat: 'ex: NNNNnn',
  contactType: 'Contact type must be Pad Contact or Owner',
  version: 'The version the pad was loaded with is required.',
  archiveReason: 'Please provide reason',
  archiveReasonMin: 'At least 3 characters',
} as const;

/** Contact types the pad view shows and edits (type 2 is never shown or changed). */
export const EDITABLE_CONTACT_TYPES = [CONTACT_TYPE.PadContact, CONTACT_TYPE.Owner] as const;
/** A pad contact or an owner: the contacts the Contact tab edits and the primary contact is chosen from. */
export const isEditableContactType = (typeId: number) => (EDITABLE_CONTACT_TYPES as readonly number[]).includes(typeId);
export const CATEGORY_AERODROME = CATEGORY.Aerodrome;
export const PAD_VIEW_PHOTO_LIMIT = 4;

/** HISC is required on a valid (landing-permitted) pad unless it is an APOI (1) or an aerodrome (7). */
export function hiscRequired(categoryId: number | null | undefined, isLandingPermitted: boolean | undefined): boolean {
  const category = Number(categoryId);
  return Boolean(isLandingPermitted) && category !== CATEGORY_APOI && category !== CATEGORY_AERODROME;
}

const text = optionalText;
const version = () =>
  number()
    .transform(emptyToUndefined)
    .integer()
    .typeError(PAD_UPDATE_MESSAGES.version)
    .required(PAD_UPDATE_MESSAGES.version);

export const padEditableContactSchema = padContactSchema.shape({
  id: number().transform(emptyToUndefined).integer().nullable().default(null),
  contact_type_id: number()
    .transform(emptyToUndefined)
    .typeError(PAD_CREATE_MESSAGES.contactTypeRequired)
    .required(PAD_CREATE_MESSAGES.contactTypeRequired)
    .oneOf([...EDITABLE_CONTACT_TYPES], PAD_UPDATE_MESSAGES.contactType),
});

/**
 * The Contact tab. Read from the pad (context): `is_landing_permitted` for the HISC rule, `had_contacts` (whether it
 * has a contact of type 1 or 4 now; true when not given) for the at-least-one-contact rule.
 */
export const padContactTabSchema = padCreateSchema
  .pick([
    'name',
    'category_id',
    'hisc_country_code',
    'icao',
    'is_api_accessible',
    'tags',
    'location',
    'website',
    'twitter_handle',
    'trip_advisor_rating',
  ])
  .shape({
    tab: mixed<'contact'>().oneOf(['contact']).required(),
    version: version(),
    hisc: text(HISC_REST_MAX)
      .transform((v: string) => (v ? v.slice(0, 4).toUpperCase() + v.slice(4) : v))
      .test('hisc-required', PAD_UPDATE_MESSAGES.hiscRequired, function (value) {
        const landing = (this.options.context as { is_landing_permitted?: boolean } | undefined)?.is_landing_permitted;
        return Boolean(value) || !hiscRequired(this.parent.category_id, landing ?? true);
      })
      .test('hisc-country', PAD_CREATE_MESSAGES.hiscCountryCode, function (value) {
        return !value || Boolean(this.parent.hisc_country_code);
      })
      .test('hisc-format', PAD_UPDATE_MESSAGES.hiscFormat, (value) => !value || HISC_REST_PATTERN.test(value)),
    // A pad keeps at least one contact: a save may not remove its last one. A pad that has none (imported without
    // contact data) saves without one, and the save warns that pilots will not see it (spec part 2 §8).
    contacts: array(padEditableContactSchema)
      .required(PAD_CREATE_MESSAGES.atLeastOneContact)
      .when('$had_contacts', {
        is: false,
        then: (s) => s,
        otherwise: (s) => s.min(1, PAD_CREATE_MESSAGES.atLeastOneContact),
      }),
  });

/** The Landing tab. `category_id` is read from the pad (context) for the landing-fee rule. */
export const padLandingTabSchema = padCreateSchema
  .pick(['is_landing_permitted', 'landing_advice', 'site_information', 'warnings', 'facilities'])
  .shape({
    tab: mixed<'landing'>().oneOf(['landing']).required(),
    version: version(),
    is_landing_advice_displayed: boolean().default(true),
    landing_fee_id: number()
      .transform(emptyToUndefined)
      .integer()
      .nullable()
      .default(null)
      .test('landing-fee', PAD_CREATE_MESSAGES.required, function (value) {
        const category = (this.options.context as { category_id?: number } | undefined)?.category_id;
        const { facilities = [], warnings = [] } = this.parent as { facilities?: number[]; warnings?: number[] };
        return value != null || !landingFeeRequired(category, facilities, warnings);
      }),
  });

export const archiveNoteSchema = object({
  note: string()
    .trim()
    .required(PAD_UPDATE_MESSAGES.archiveReason)
    .min(3, PAD_UPDATE_MESSAGES.archiveReasonMin)
    .max(1000, 'At most 1000 characters'),
});

export type PadContactTabValues = InferType<typeof padContactTabSchema>;
export type PadLandingTabValues = InferType<typeof padLandingTabSchema>;
export type PadEditableContact = InferType<typeof padEditableContactSchema>;
