// /api/admin/get-premium-subs-report: Premium Subscriptions, new and recurring by role (a query list, one page).
import { Type, type Static } from 'typebox';
import { QueryListPage, reportSchemas } from './lists.ts';

export const PremiumSubsRow = Type.Object({
  role: Type.String(),
  new_subs: Type.Integer(),
  recurring: Type.Integer(),
  total: Type.Integer(),
});
export type PremiumSubsRow = Static<typeof PremiumSubsRow>;
export const PremiumSubsPage = QueryListPage(PremiumSubsRow);

export const getPremiumSubsReportSchemas = {
  report: reportSchemas('Premium Subscriptions: new and recurring by role', PremiumSubsRow),
};
