// OpenAPI documentation of the survey calls; bodies are checked by the shared surveyStepsSchema.
import { errorResponses } from '../../openapi.js';
import { positiveIdParams } from '../../domain/routeParams.js';

const tags = ['surveys'];
const data = { type: 'object', properties: { data: { type: 'object', additionalProperties: true } } } as const;

/** Who may call the apps' /api/surveys reads (the rule lives in ./access.ts). */
const READERS =
  "Admins read any survey; pilots and owners the survey of a pad they can see (live, and public or their own private pad), else 404. A suspended account is refused with 403 'This account is suspended.'.";
/** Who may call the apps' /api/surveys writes. */
const WRITERS =
  "Admins, and the pilots and owners whose pad it is: its claimed owners (owner contact, type 4, linked to their account), the user who submitted it, the keeper of a private pad; any other pilot or owner gets 403 'You are not authorized for this action.', and 404 for a pad they cannot see (archived, another user's private pad). A suspended account gets 403 'This account is suspended.'. Counted in the app calls' per-user budget (429 when spent).";

const SAVE_SUMMARY =
  'Save the steps (general, landing, hazards, approach, facilities, view, location — the app may send the landing point as `map`), with the `version` they were loaded with; status and progress follow from them';
const HAZARDS_RULE = "The hazards are checked against the pad's category (an aerodrome, 7, takes only 3, 6, 8 and 99).";

export const surveyRouteSchema = (summary: string) => ({
  tags,
  summary,
  description: READERS,
  params: positiveIdParams('id'),
  response: { 200: data, ...errorResponses(401, 403, 404, 422) },
});

export const padSurveyRouteSchema = (summary: string) => ({
  tags,
  summary,
  params: positiveIdParams('padId'),
  response: { 200: { type: 'object', additionalProperties: true }, ...errorResponses(401, 403, 404, 422) },
});

/** The panel's save, PUT /api/admin/surveys/{id}. */
export const saveRouteSchema = {
  tags,
  summary: SAVE_SUMMARY,
  description: HAZARDS_RULE,
  params: positiveIdParams('id'),
  body: { type: 'object', additionalProperties: true },
  response: { 200: data, ...errorResponses(401, 403, 404, 409, 422) },
};

/** The apps' start-and-save, POST /api/surveys/{padId}: the pad's survey is made if it has none. */
export const appSaveRouteSchema = {
  tags,
  summary: SAVE_SUMMARY,
  description: `Makes the pad's survey if it has none (an aerial point of interest, category 1, has none: 422). ${WRITERS} ${HAZARDS_RULE}`,
  params: positiveIdParams('padId'),
  body: { type: 'object', additionalProperties: true },
  response: { 200: data, ...errorResponses(401, 403, 404, 409, 422, 429) },
};

export const statusRouteSchema = {
  tags,
  summary: "Report the survey's status (the app's separate status call); refused when the steps make it another",
  description: WRITERS,
  params: positiveIdParams('id'),
  body: { type: 'object', properties: { status: { type: 'integer', enum: [1, 2, 3] } } },
  response: { 200: data, ...errorResponses(401, 403, 404, 422, 429) },
};

const photoSummary =
  'Upload the view photo of one direction (multipart `upload` and `direction`); it replaces the old one';

/** The panel's photo upload, POST /api/admin/surveys/{id}/uploads. */
export const photoRouteSchema = {
  tags,
  summary: photoSummary,
  consumes: ['multipart/form-data'],
  params: positiveIdParams('id'),
  response: { 200: data, ...errorResponses(401, 403, 404, 413, 422) },
};

/** The apps' photo upload, POST /api/surveys/{id}/uploads. */
export const appPhotoRouteSchema = {
  ...photoRouteSchema,
  description: WRITERS,
  response: { 200: data, ...errorResponses(401, 403, 404, 413, 422, 429) },
};

export const pdfRouteSchema = {
  tags,
  summary: 'The survey as a PDF, Survey_{padname}.pdf',
  description: READERS,
  params: positiveIdParams('id'),
  produces: ['application/pdf'],
  response: errorResponses(401, 403, 404, 422),
};
