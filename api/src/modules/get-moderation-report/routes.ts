// /admin/get-moderation-report: In-app Engagement (spec part 3 §7 "Reports"), a query list.
import { ModerationEngagementRow } from '@pads/contracts/api';
import { dateRangeOf, isOn, readReportQuery, REPORT_DESCRIPTION, REPORT_QUERY_DOC } from '../../domain/reportParams.js';
import { mountQueryList, queryListRouteSchema } from '../../lists/index.js';
import { moderationEngagement } from './inAppEngagement.list.js';
import type { AppInstance } from '../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, '/get-moderation-report', {
    schema: queryListRouteSchema({
      tags: ['reports'],
      summary: 'In-app Engagement: app submissions by type',
      description: REPORT_DESCRIPTION,
      query: REPORT_QUERY_DOC,
      row: ModerationEngagementRow,
    }),
    params: readReportQuery,
    list: (q) => moderationEngagement({ range: dateRangeOf(q), withoutInternal: isOn(q.is_not_included) }),
  });
}
