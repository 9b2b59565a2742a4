// The duplicate checker's query validation (yup, server-only); its route schemas are in
// @pads/contracts/api (dupe-checker.ts).
import { number, string } from 'yup';
import { queryListParams } from '../../lists/index.js';

/** A switch of the query string: 0/1 (or false/true); absent means 0. */
const flag = () => string().oneOf(['', '0', '1', 'false', 'true'], 'Must be 0 or 1.').default('0');
export const isOn = (value: string | undefined) => value === '1' || value === 'true';

/** Query of GET /dupe-checker/index (spec part 3 §7, §9: distance 0–1 km, switches default 0). */
export const pairQuerySchema = queryListParams.shape({
  country_code: string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{2}$/, { message: 'A two-letter country code.', excludeEmptyString: true })
    .default(''),
  is_lnp_pads_included: flag(),
  is_archived_pads_included: flag(),
  is_unmoderated_pads_included: flag(),
  distance: number()
    .typeError('Distance is a number of kilometres.')
    .min(0, 'Distance is 0 to 1.')
    .max(1, 'Distance is 0 to 1.')
    .default(1),
});
