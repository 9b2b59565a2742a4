// /api/admin/surveys… (the panel's Survey Information tab) and /api/surveys… (the apps): a pad's 360° survey,
// its steps, photos and PDF. The steps are the shared yup schema's shape (../schemas/survey.ts).
import { Type, type Static } from 'typebox';
import { SURVEY_DIRECTIONS, SURVEY_STEPS, surveyStepsSchema } from '../schemas/survey.ts';
import { Data, DateTime, Nullable, StringEnum } from './common.ts';
import { FromYup } from './fromYup.ts';

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
