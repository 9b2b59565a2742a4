// /api/admin/surveys/pad-surveys-report: Pad Surveys, surveys by month and status (a query list, one page).
import { Type, type Static } from 'typebox';
import { QueryListPage, reportSchemas } from '../lists.ts';

export const SurveyReportRow = Type.Object({
  month: Type.String(),
  not_started: Type.Integer(),
  in_progress: Type.Integer(),
  completed: Type.Integer(),
  total: Type.Integer(),
});
export type SurveyReportRow = Static<typeof SurveyReportRow>;
export const SurveyReportPage = QueryListPage(SurveyReportRow);

export const surveyReportsSchemas = {
  report: reportSchemas('360 Surveys: surveys by status per month', SurveyReportRow),
};
