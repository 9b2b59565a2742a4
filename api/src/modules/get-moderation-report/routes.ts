// /admin/get-moderation-report: In-app Engagement (spec part 3 §7 "Reports"), a query list.
import type { FastifyInstance } from 'fastify';
import { dateRangeOf, isOn, readReportQuery, REPORT_DESCRIPTION, REPORT_QUERY_DOC } from '../../domain/reportParams.js';
import { mountQueryList, queryListRouteSchema } from '../../lists/index.js';
import { moderationEngagement } from './inAppEngagement.list.js';

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  mountQueryList(app, '/get-moderation-report', {
    schema: queryListRouteSchema({
      tags: ['reports'],
      summary: 'In-app Engagement: app submissions by type',
      description: REPORT_DESCRIPTION,
      query: REPORT_QUERY_DOC,
    }),
    params: readReportQuery,
    list: (q) => moderationEngagement({ range: dateRangeOf(q), withoutInternal: isOn(q.is_not_included) }),
  });
}
