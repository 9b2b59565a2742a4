// /admin/pad-contacts/pads-report: Pad Submissions by Pilot (spec part 3 §7 "Reports"), a query list.
import { PadSubmissionsRow } from '@pads/contracts/api';
import {
  checkedCountry,
  checkedState,
  readReportQuery,
  REPORT_DESCRIPTION,
  REPORT_QUERY_DOC,
} from '../../domain/reportParams.js';
import { mountQueryList, queryListRouteSchema } from '../../lists/index.js';
import { padSubmissions } from './padSubmissions.list.js';
import type { AppInstance } from '../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, '/pad-contacts/pads-report', {
    schema: queryListRouteSchema({
      tags: ['reports'],
      summary: 'Pad Submissions by Pilot',
      description: REPORT_DESCRIPTION,
      query: REPORT_QUERY_DOC,
      row: PadSubmissionsRow,
    }),
    params: readReportQuery,
    list: async (q) =>
      padSubmissions({
        keyword: q.keyword,
        country: await checkedCountry(app.db, q.country),
        state: await checkedState(app.db, q.state),
      }),
  });
}
