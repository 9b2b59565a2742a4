// The duplicate checker's query validation (yup, server-only) and its route schemas (answers from
// @pads/contracts/api, the merge body documented from the shared padMergeSchema).
import { padMergeSchema } from '@pads/contracts';
import {
  DecisionConflict,
  DupeCount,
  DuplicatesMerged,
  IdsParams,
  PairDetailReply,
  PairRow,
} from '@pads/contracts/api';
import { number, string } from 'yup';
import { queryListParams, queryListRouteSchema } from '../../lists/index.js';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['dupe-checker'];
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

export const indexRouteSchema = queryListRouteSchema({
  tags,
  summary: 'Suspected duplicate pairs, paged (25), sorted and filtered',
  description:
    'distance: kilometres (0–1); the three switches (0/1) let landing-not-possible, archived and unmoderated pads in; ' +
    'country_code: either pad in that country. Pairs an admin marked not duplicate stay out while neither pad moves. ' +
    'sort_column: distance, original_name or dupe_name (default distance, ascending).',
  query: {
    country_code: { type: 'string' },
    is_lnp_pads_included: { type: 'string' },
    is_archived_pads_included: { type: 'string' },
    is_unmoderated_pads_included: { type: 'string' },
    distance: { type: 'number' },
  },
  row: PairRow,
});

export const countRouteSchema = {
  tags,
  summary: "The number of suspected duplicate pairs under the default filters (the moderation list's badge)",
  response: { 200: DupeCount },
};

export const showRouteSchema = {
  tags,
  summary: 'One pair for the merge screen: the original (a) and the duplicate (b) as merge views, and their distance',
  params: IdsParams('a', 'b'),
  response: { 200: PairDetailReply, ...errorResponses(404, 422) },
};

export const mergeRouteSchema = {
  tags,
  summary: 'Merge the duplicate (b) into the original (a) with the merge screen’s values (one transaction)',
  description:
    'Body: the merged-save payload of the revision merge (`section#field` keys, upload_ids = the photos kept from both sides). ' +
    "The duplicate's reviews, favourites, revisions and owners move to the original; it is archived 'Merged into #a'. " +
    '`undo` is the ticket that takes it back (POST /admin/undo/:id). 409 when either pad is archived or another admin ' +
    'is reviewing the pair (a claim: the answer names them).',
  params: IdsParams('a', 'b'),
  body: yupBody(padMergeSchema),
  response: { 200: DuplicatesMerged, ...errorResponses(404, 422), 409: DecisionConflict },
};
