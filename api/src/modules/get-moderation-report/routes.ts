// /admin/get-moderation-report: In-app Engagement (spec part 3 §7 "Reports"), a query list.
import { dateRangeOf, isOn, readReportQuery } from '../../domain/reportParams.js';
import { mountQueryList } from '../../lists/index.js';
import { moderationEngagement } from './inAppEngagement.list.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints } from '../../endpoints.js';

const { getModerationReport } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, getModerationReport.report, {
    params: readReportQuery,
    list: (q) => moderationEngagement({ range: dateRangeOf(q), withoutInternal: isOn(q.is_not_included) }),
  });
}
