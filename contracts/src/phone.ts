// What a valid phone number is, once for the forms and the API (issue 39): libphonenumber-js, Google's numbering
// plans as the JavaScript ecosystem ships them, with its smallest metadata (`/min`: lengths and leading digits per
// country, about 80 KB). The forms parse and show numbers with it; the API decides with `padIsPhonable` whether
// pilots can phone a pad (the stored `is_phonable`, which the 'Invalid Phone' quick filter reads). Not re-exported
// from the package's entry: the apps load it with the screens that edit phones, never with the first page.
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/min';
import { CONTACT_TYPE } from './reference.ts';

export type { CountryCode };

/** A phone's country when none can be read from it: the spec's default (part 1 §5: 'defaults to country gb'). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'GB';

/** Every country with a calling code, by ISO code: the phone inputs' country select. */
export const PHONE_COUNTRIES: readonly { code: CountryCode; dial: string }[] = getCountries().map((code) => ({
  code,
  dial: getCountryCallingCode(code),
}));

export const isPhoneCountry = (code: string): code is CountryCode => PHONE_COUNTRIES.some((c) => c.code === code);

/** The dial code of a country ('44' for GB). */
export const dialCodeOf = (country: CountryCode): string => getCountryCallingCode(country);

/**
 * A typed or stored phone read as a number: international ('+353 1 555 0100'), or national in `country` when it
 * has no '+' ('01 555 0100' in IE). Undefined when nothing in it reads as a number.
 */
export function parsePhone(text: string | null | undefined, country?: CountryCode): PhoneNumber | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return undefined;
  return parsePhoneNumberFromString(trimmed, trimmed.startsWith('+') ? undefined : country);
}

/** The one rule: a number of some country's numbering plan, of a length and leading digits that plan allows. */
export function isValidPhone(text: string | null | undefined, country?: CountryCode): boolean {
  return parsePhone(text, country)?.isValid() ?? false;
}

/** A phone as the panel shows and stores it: international format ('+44 20 7946 0000'), or as typed when invalid. */
export function formatPhone(text: string | null | undefined, country?: CountryCode): string {
  const number = parsePhone(text, country);
  return number?.isValid() ? number.formatInternational() : (text ?? '').trim();
}

/** The country a number belongs to, when it can be told ('+1 …' may be one of several). */
export function phoneCountryOf(text: string | null | undefined): CountryCode | undefined {
  return parsePhone(text)?.country;
}

/** The country a pad's numbers without '+' are read in: the pad's own, when it is one with numbers. */
export function padPhoneCountry(pad: {
  location?: { country_code?: string | null } | null;
  country_code?: string | null;
}) {
  const code = (pad.location?.country_code ?? pad.country_code ?? '').toUpperCase();
  return isPhoneCountry(code) ? code : undefined;
}

// The contacts pilots are shown: pad contacts (1) and owners (4) (the pad view's editable ones). Named here rather
// than imported from the schemas, which the apps' lazily loaded copy of this module would then carry twice.
const SHOWN_TO_PILOTS: readonly number[] = [CONTACT_TYPE.PadContact, CONTACT_TYPE.Owner];

/**
 * Whether pilots can phone the pad (`is_phonable`): one of its pad contacts or owners has a valid number. A phone
 * stored without '+' (an import's) is read in the pad's country.
 */
export function padIsPhonable(
  contacts: readonly { phone?: string | null; contact_type_id: number }[],
  padCountry?: string | null,
): boolean {
  const country =
    padCountry && isPhoneCountry(padCountry.toUpperCase()) ? (padCountry.toUpperCase() as CountryCode) : undefined;
  return contacts.some((c) => SHOWN_TO_PILOTS.includes(c.contact_type_id) && isValidPhone(c.phone, country));
}
