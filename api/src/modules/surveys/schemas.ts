// Route schemas of the survey calls: answers and parameters from @pads/contracts/api; the steps body documented
// from the shared surveyStepsSchema that checks it, the status body from its server-only schema here.
import { surveyStepsSchema } from '@pads/contracts';
import { IdsParams, SurveyPdfDataReply, SurveyPhotosReply, SurveyReply } from '@pads/contracts/api';
import { number, object } from 'yup';
import { errorResponses, fileResponse, yupBody } from '../../openapi.js';

const tags = ['surveys'];
const data = SurveyReply;
const idParams = IdsParams('id');
const padIdParams = IdsParams('padId');

/** The steps, with the version they were loaded with (the app may send the landing point as `map`). */
const stepsBody = yupBody(
  surveyStepsSchema,
  'The steps (general, landing, hazards, approach, facilities, view, location), with `version`.',
);

/** The app's status report: the status its steps make (1 Not started, 2 In progress, 3 Completed). */
export const surveyStatusSchema = object({ status: number().oneOf([1, 2, 3]) });

/** Who may call the apps' /api/surveys reads (the rule lives in ./access.ts). */
const READERS =
  "Admins read any survey; pilots and owners the survey of a pad they can see (live, and public or their own private pad), else 404. A suspended account is refused with 403 'This account is suspended.'.";
/** Who may call the apps' /api/surveys writes. */
const WRITERS =
  "Admins, and the pilots and owners whose pad it is: its claimed owners (owner contact, type 4, linked to their account), the user who submitted it, the keeper of a private pad; any other pilot or owner gets 403 'You are not authorized for this action.', and 404 for a pad they cannot see (archived, another user's private pad). A suspended account gets 403 'This account is suspended.'. Counted in the app calls' per-user budget (429 when spent).";

const SAVE_SUMMARY =
  'Save the steps (general, landing, hazards, approach, facilities, view, location — the app may send the landing point as `map`), with the `version` they were loaded with; status and progress follow from them';
const HAZARDS_RULE = "The hazards are checked against the pad's category (an aerodrome, 7, takes only 3, 6, 8 and 99).";

export const surveyRouteSchema = {
  tags,
  summary: 'A survey with its steps, progress and photos',
  description: READERS,
  params: idParams,
  response: { 200: data, ...errorResponses(401, 403, 404, 422) },
};

export const pdfDataRouteSchema = {
  tags,
  summary: "What the survey's PDF shows",
  description: READERS,
  params: idParams,
  response: { 200: SurveyPdfDataReply, ...errorResponses(401, 403, 404, 422) },
};

export const padSurveyRouteSchema = {
  tags,
  summary: "The pad's survey (404 when it has none)",
  params: padIdParams,
  response: { 200: data, ...errorResponses(401, 403, 404, 422) },
};

export const padSurveyPhotosRouteSchema = {
  tags,
  summary: "The survey's view photos by direction",
  params: padIdParams,
  response: { 200: SurveyPhotosReply, ...errorResponses(401, 403, 404, 422) },
};

/** The panel's save, PUT /api/admin/surveys/{id}. */
export const saveRouteSchema = {
  tags,
  summary: SAVE_SUMMARY,
  description: HAZARDS_RULE,
  params: idParams,
  body: stepsBody,
  response: { 200: data, ...errorResponses(401, 403, 404, 409, 422) },
};

/** The apps' start-and-save, POST /api/surveys/{padId}: the pad's survey is made if it has none. */
export const appSaveRouteSchema = {
  tags,
  summary: SAVE_SUMMARY,
  description: `Makes the pad's survey if it has none (an aerial point of interest, category 1, has none: 422). ${WRITERS} ${HAZARDS_RULE}`,
  params: padIdParams,
  body: stepsBody,
  response: { 200: data, ...errorResponses(401, 403, 404, 409, 422, 429) },
};

export const statusRouteSchema = {
  tags,
  summary: "Report the survey's status (the app's separate status call); refused when the steps make it another",
  description: WRITERS,
  params: idParams,
  body: yupBody(surveyStatusSchema),
  response: { 200: data, ...errorResponses(401, 403, 404, 422, 429) },
};

const photoSummary =
  'Upload the view photo of one direction (multipart `upload` and `direction`); it replaces the old one';

/** The panel's photo upload, POST /api/admin/surveys/{id}/uploads. */
export const photoRouteSchema = {
  tags,
  summary: photoSummary,
  consumes: ['multipart/form-data'],
  params: idParams,
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
  params: idParams,
  produces: ['application/pdf'],
  response: { 200: fileResponse('application/pdf', 'The PDF file'), ...errorResponses(401, 403, 404, 422) },
};
