// /api/admin/surveys… (the panel's Survey Information tab) and /api/surveys… (the apps): a pad's 360° survey,
// its steps, photos and PDF. The steps are the shared yup schema's shape (../schemas/survey.ts).
import { Type, type Static } from 'typebox';
import { SURVEY_DIRECTIONS, SURVEY_STEPS, surveyStepsSchema } from '../schemas/survey.ts';
import { number, object } from 'yup';
import { Data, DateTime, errorResponses, fileResponse, IdsParams, MULTIPART, Nullable, StringEnum } from './common.ts';
import { FromYup, yupBody } from './fromYup.ts';

export const SurveyPhoto = Type.Object({
  id: Type.Integer(),
  direction: StringEnum(SURVEY_DIRECTIONS),
  file_url: Type.String(),
  thumb_url: Nullable(Type.String()),
});
export type SurveyPhoto = Static<typeof SurveyPhoto>;

/** Which steps are complete. */
export const CompletedSteps = Type.Object(
  Object.fromEntries(SURVEY_STEPS.map((step) => [step, Type.Boolean()])) as Record<
    (typeof SURVEY_STEPS)[number],
    ReturnType<typeof Type.Boolean>
  >,
);

/** A survey with its steps, progress and photos (api/src/modules/surveys/repository.ts: presentSurvey). */
export const Survey = Type.Object({
  id: Type.Integer(),
  pad_id: Type.Integer(),
  pad: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), category_id: Type.Integer() })),
  survey_status: Type.Integer(),
  status_label: Type.String(),
  progress_percentage: Type.Integer(),
  steps: FromYup(surveyStepsSchema),
  completed: CompletedSteps,
  uploads: Type.Array(SurveyPhoto),
  version: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type Survey = Static<typeof Survey>;
export const SurveyReply = Data(Survey);

/** GET /admin/surveys/get-uploads/:padId: the view photos by direction. */
export const SurveyPhotosReply = Data(Type.Array(SurveyPhoto));

/** What the survey's PDF shows (GET /surveys/download-pdf-data/:id). */
export const SurveyPdfData = Type.Object({
  pad: Type.Object({
    name: Type.String(),
    category: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    address: Nullable(Type.String()),
    country: Nullable(Type.String()),
  }),
  status: Type.String(),
  progress: Type.Integer(),
  /** Completed steps only, each as label/value rows. */
  steps: Type.Array(
    Type.Object({
      step: StringEnum(SURVEY_STEPS),
      title: Type.String(),
      rows: Type.Array(Type.Tuple([Type.String(), Type.String()])),
    }),
  ),
  photos: Type.Array(Type.Object({ direction: Type.String(), comment: Type.String(), key: Type.String() })),
});
export type SurveyPdfData = Static<typeof SurveyPdfData>;
export const SurveyPdfDataReply = Data(SurveyPdfData);

const tags = ['surveys'];
const data = SurveyReply;
const idParams = IdsParams('id');
const padIdParams = IdsParams('padId');

/** The steps, with the version they were loaded with (the app may send the landing point as `map`). */
const stepsBody = yupBody(
  surveyStepsSchema,
  'The steps (general, landing, hazards, approach, facilities, view, location), with `version`.',
);

/** The panel's save: `{ steps, version }` (the steps may also come at the top level, as the apps send them). */
const panelStepsBody = yupBody(
  object({ steps: surveyStepsSchema, version: number().integer() }),
  'The steps (general, landing, hazards, approach, facilities, view, location) and the `version` they were loaded with; the steps may also be sent at the top level, with `version`.',
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

/** The panel's save, PUT /api/admin/surveys/{id}. */
/** The apps' start-and-save, POST /api/surveys/{padId}: the pad's survey is made if it has none. */
const photoSummary =
  'Upload the view photo of one direction (multipart `upload` and `direction`); it replaces the old one';

/** The panel's photo upload, POST /api/admin/surveys/{id}/uploads. */
const photo = {
  tags,
  summary: photoSummary,
  ...MULTIPART,
  params: idParams,
  response: { 200: data, ...errorResponses(401, 403, 404, 413, 422) },
};

/** The apps' photo upload, POST /api/surveys/{id}/uploads. */
const appPhoto = {
  ...photo,
  description: WRITERS,
  response: { 200: data, ...errorResponses(401, 403, 404, 413, 422, 429) },
};

export const surveysSchemas = {
  photo,
  appPhoto,
  show: {
    tags,
    summary: 'A survey with its steps, progress and photos',
    description: READERS,
    params: idParams,
    response: { 200: data, ...errorResponses(401, 403, 404, 422) },
  },
  pdfData: {
    tags,
    summary: "What the survey's PDF shows",
    description: READERS,
    params: idParams,
    response: { 200: SurveyPdfDataReply, ...errorResponses(401, 403, 404, 422) },
  },
  pdf: {
    tags,
    summary: 'The survey as a PDF, Survey_{padname}.pdf',
    description: READERS,
    params: idParams,
    produces: ['application/pdf'],
    response: { 200: fileResponse('application/pdf', 'The PDF file'), ...errorResponses(401, 403, 404, 422) },
  },
  padSurvey: {
    tags,
    summary: "The pad's survey (404 when it has none)",
    params: padIdParams,
    response: { 200: data, ...errorResponses(401, 403, 404, 422) },
  },
  padPhotos: {
    tags,
    summary: "The survey's view photos by direction",
    params: padIdParams,
    response: { 200: SurveyPhotosReply, ...errorResponses(401, 403, 404, 422) },
  },
  save: {
    tags,
    summary: SAVE_SUMMARY,
    description: HAZARDS_RULE,
    params: idParams,
    body: panelStepsBody,
    response: { 200: data, ...errorResponses(401, 403, 404, 409, 422) },
  },
  appSave: {
    tags,
    summary: SAVE_SUMMARY,
    description: `Makes the pad's survey if it has none (an aerial point of interest, category 1, has none: 422). ${WRITERS} ${HAZARDS_RULE}`,
    params: padIdParams,
    body: stepsBody,
    response: { 200: data, ...errorResponses(401, 403, 404, 409, 422, 429) },
  },
  status: {
    tags,
    summary: "Report the survey's status (the app's separate status call); refused when the steps make it another",
    description: WRITERS,
    params: idParams,
    body: yupBody(surveyStatusSchema),
    response: { 200: data, ...errorResponses(401, 403, 404, 422, 429) },
  },
};
