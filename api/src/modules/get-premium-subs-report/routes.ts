// /admin/get-premium-subs-report: Premium Subscriptions (spec part 3 §7 "Reports"), a query list.
import { checkedCountry, checkedStates, dateRangeOf, readReportQuery } from '../../domain/reportParams.js';
import { mountQueryList } from '../../lists/index.js';
import { premiumSubs } from './premiumSubs.list.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints } from '../../endpoints.js';

const { getPremiumSubsReport } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, getPremiumSubsReport.report, {
    params: readReportQuery,
    list: async (q) =>
      premiumSubs({
        range: dateRangeOf(q),
        country: await checkedCountry(app.db, q.country_code, 'country_code'),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
