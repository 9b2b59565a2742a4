// /admin/surveys/pad-surveys-report: 360 Surveys (spec part 3 §7 "Reports"), a query list.
import { SurveyReportRow } from '@pads/contracts/api';
import {
  dateRangeOf,
  readReportQuery,
  REPORT_DESCRIPTION,
  REPORT_QUERY_DOC,
  versionOf,
} from '../../../domain/reportParams.js';
import { mountQueryList, queryListRouteSchema } from '../../../lists/index.js';
import { surveyReport } from './surveys.list.js';
import type { AppInstance } from '../../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, '/surveys/pad-surveys-report', {
    schema: queryListRouteSchema({
      tags: ['reports'],
      summary: '360 Surveys: surveys by status per month',
      description: REPORT_DESCRIPTION,
      query: REPORT_QUERY_DOC,
      row: SurveyReportRow,
    }),
    params: readReportQuery,
    list: (q) => surveyReport({ range: dateRangeOf(q), newVersion: versionOf(q) }),
  });
}
