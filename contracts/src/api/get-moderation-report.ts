// /api/admin/get-moderation-report: In-App Engagement, revisions by type (a query list, one page).
import { Type, type Static } from 'typebox';
import { QueryListPage, reportSchemas } from './lists.ts';

export const ModerationEngagementRow = Type.Object({
  type: Type.String(),
  type_id: Type.Integer(),
  type_count: Type.Integer(),
});
export type ModerationEngagementRow = Static<typeof ModerationEngagementRow>;
export const ModerationEngagementPage = QueryListPage(ModerationEngagementRow);

export const getModerationReportSchemas = {
  report: reportSchemas('In-app Engagement: app submissions by type', ModerationEngagementRow),
};
