// The user page's Info edit and its archive reason (spec part 3 §5). The form and PUT /admin/users/:id
// (tab 'info') validate with these, so each rule and message lives here once.
import { mixed, number, object, string, type InferType } from 'yup';
import { PHONE_INVALID, validPhoneOrEmpty } from './phoneRule.ts';
import { PROFILE_TEXT_MAX } from './profileSchema.ts';

export const PREMIUM_STATE_VALUES = ['free', 'premium', 'freemium'] as const;
export type PremiumStateValue = (typeof PREMIUM_STATE_VALUES)[number];
export const PREMIUM_STATE_LABELS: Record<PremiumStateValue, string> = {
  free: 'Non-premium',
  premium: 'Premium',
  freemium: 'Freemium',
};

/** Renewal dates are typed and sent as 'YYYY-MM-DD HH:mm', in UTC. */
export const RENEWAL_DATE_FORMAT = 'YYYY-MM-DD HH:mm';
const RENEWAL_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

/** The instant of a 'YYYY-MM-DD HH:mm' (UTC) text, or null when it is not a real date and time. */
export function parseRenewalDate(text: string): Date | null {
  const m = RENEWAL_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return date;
}

/** An ISO timestamp as the form's 'YYYY-MM-DD HH:mm' (UTC). */
export function formatRenewalDate(iso: string | null | undefined): string {
  return iso ? new Date(iso).toISOString().slice(0, 16).replace('T', ' ') : '';
}

const text = (label: string, required = true) => {
  const s = string().trim().max(PROFILE_TEXT_MAX, `${label} must be at most ${PROFILE_TEXT_MAX} characters`);
  return required ? s.required(`${label} is required`) : s;
};

const FUTURE_NEEDED = 'A premium or freemium user needs a renewal date in the future';
const FUTURE_REFUSED = 'A non-premium user cannot have a renewal date in the future';

/**
 * Context `$hadCountry`: the user already has a country, which may then be changed but not removed
 * ('Please select country'). A US user needs a state ('Please select state').
 */
export const userEditSchema = object({
  first_name: text('First Name'),
  last_name: text('Last Name'),
  username: text('Username'),
  email: text('Email').email('Please enter a valid email!'),
  // A valid number of some country, by the one phone rule (libphonenumber-js).
  phone: string()
    .trim()
    .max(50, 'Phone must be at most 50 characters')
    .test('phone', PHONE_INVALID, validPhoneOrEmpty)
    .default(''),
  role: number()
    .typeError('Please select a role')
    .required('Please select a role')
    .oneOf([0, 1, 2, 3], 'Please select a role'),
  country_code: string()
    .trim()
    .default('')
    .when('$hadCountry', {
      is: true,
      then: (s) => s.required('Please select country'),
    })
    .matches(/^([A-Z]{2})?$/, 'Please select country'),
  state_code: string()
    .trim()
    .default('')
    .when('country_code', {
      is: 'US',
      then: (s) =>
        s
          .required('Please select state')
          .matches(/^[A-Z]{2}$/, { message: 'Please select state', excludeEmptyString: true }),
    }),
  renewal_date: string()
    .trim()
    .default('')
    .test('format', `Use the format ${RENEWAL_DATE_FORMAT}`, (v) => !v || parseRenewalDate(v) !== null)
    .when('premium_state', ([state], s) =>
      state === 'premium' || state === 'freemium'
        ? s.test('future', FUTURE_NEEDED, (v) => {
            const date = v ? parseRenewalDate(v) : null;
            return date !== null && date.getTime() > Date.now();
          })
        : s.test('past', FUTURE_REFUSED, (v) => {
            const date = v ? parseRenewalDate(v) : null;
            return date === null || date.getTime() <= Date.now();
          }),
    ),
  premium_state: mixed<PremiumStateValue>()
    .oneOf([...PREMIUM_STATE_VALUES], 'Please select a premium state')
    .required('Please select a premium state'),
  campaign_id: number()
    .transform((v: unknown, raw: unknown) => (raw === '' || raw === null ? undefined : v))
    .typeError('Please select a campaign')
    .integer('Please select a campaign')
    .min(1, 'Please select a campaign')
    .optional(),
  version: number().typeError('The version must be a number').integer().required('The version is required'),
});

export type UserEditValues = InferType<typeof userEditSchema>;

/** Archive needs a reason; unarchive none. */
export const archiveReasonSchema = object({
  note: string().trim().required('Please provide reason').min(3, 'At least 3 characters').max(1000),
});
