// The phone rule as a yup test: a phone, when given, must be a valid number (@pads/contracts/phone.ts). The rule's
// library is loaded at the first check, so the schemas (which every app loads with the first page) do not carry it.
export const PHONE_INVALID = 'Please enter a valid phone number';

const loadPhoneRule = () => import('../phone.ts');

/** No number is longer; a longer text is left to the field's length rule, so it gets one message. */
const PHONE_MAX = 50;

/** A yup `test` function: empty passes (the field is optional); anything else must be a valid number. */
export async function validPhoneOrEmpty(value: string | null | undefined): Promise<boolean> {
  if (!value || value.length > PHONE_MAX) return true;
  return (await loadPhoneRule()).isValidPhone(value);
}
