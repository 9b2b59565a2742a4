// /admin/surveys/pad-surveys-report: 360 Surveys (spec part 3 §7 "Reports"), a query list.
import { dateRangeOf, readReportQuery, versionOf } from '../../../domain/reportParams.js';
import { mountQueryList } from '../../../lists/index.js';
import { surveyReport } from './surveys.list.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints } from '../../../endpoints.js';

const { surveyReports } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, surveyReports.report, {
    params: readReportQuery,
    list: (q) => surveyReport({ range: dateRangeOf(q), newVersion: versionOf(q) }),
  });
}
