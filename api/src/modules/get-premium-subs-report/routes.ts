// /admin/get-premium-subs-report: Premium Subscriptions (spec part 3 §7 "Reports"), a query list.
import { PremiumSubsRow } from '@pads/contracts/api';
import {
  checkedCountry,
  checkedStates,
  dateRangeOf,
  readReportQuery,
  REPORT_DESCRIPTION,
  REPORT_QUERY_DOC,
} from '../../domain/reportParams.js';
import { mountQueryList, queryListRouteSchema } from '../../lists/index.js';
import { premiumSubs } from './premiumSubs.list.js';
import type { AppInstance } from '../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, '/get-premium-subs-report', {
    schema: queryListRouteSchema({
      tags: ['reports'],
      summary: 'Premium Subscriptions: new and recurring by role',
      description: REPORT_DESCRIPTION,
      query: REPORT_QUERY_DOC,
      row: PremiumSubsRow,
    }),
    params: readReportQuery,
    list: async (q) =>
      premiumSubs({
        range: dateRangeOf(q),
        country: await checkedCountry(app.db, q.country_code, 'country_code'),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
