// /admin/get-country-report: Pilot Country (spec part 3 §7 "Reports"), a query list.
import { checkedCountries, checkedStates, dateRangeOf, readReportQuery } from '../../domain/reportParams.js';
import { mountQueryList } from '../../lists/index.js';
import { pilotsCountry } from './pilotCountry.list.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints } from '../../endpoints.js';

const { getCountryReport } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, getCountryReport.report, {
    params: readReportQuery,
    list: async (q) =>
      pilotsCountry({
        range: dateRangeOf(q),
        countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
