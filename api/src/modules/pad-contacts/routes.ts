// /admin/pad-contacts/pads-report: Pad Submissions by Pilot (spec part 3 §7 "Reports"), a query list.
import { checkedCountry, checkedState, readReportQuery } from '../../domain/reportParams.js';
import { mountQueryList } from '../../lists/index.js';
import { padSubmissions } from './padSubmissions.list.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints } from '../../endpoints.js';

const { padContacts } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, padContacts.report, {
    params: readReportQuery,
    list: async (q) =>
      padSubmissions({
        keyword: q.keyword,
        country: await checkedCountry(app.db, q.country),
        state: await checkedState(app.db, q.state),
      }),
  });
}
