// Demo phone numbers that are valid by the project's one rule (@pads/contracts/phone.ts): a country's example
// mobile number from libphonenumber-js with its last four digits taken from `n`, kept only when the rule still
// accepts it. Deterministic in `n`, so the seed draws from its random sequence exactly what it drew before (the
// demo data's other values stay where they were).
import { formatPhone, isPhoneCountry, isValidPhone } from '@pads/contracts/phone.ts';
import examples from 'libphonenumber-js/examples.mobile.json';
import { getExampleNumber } from 'libphonenumber-js/min';

/** A valid number of `country` (ISO code) in international format; null for a country without numbers. */
export function demoPhone(country: string, n: number): string | null {
  const code = country.toUpperCase();
  if (!isPhoneCountry(code)) return null;
  const example = getExampleNumber(code, examples);
  if (!example) return null;
  const national = example.nationalNumber;
  for (let step = 0; step < 5; step++) {
    const last = String((Math.abs(Math.trunc(n)) + step * 1111) % 10_000).padStart(4, '0');
    const drawn = `+${example.countryCallingCode}${national.slice(0, -4)}${last}`;
    if (isValidPhone(drawn)) return formatPhone(drawn);
  }
  return example.formatInternational();
}
