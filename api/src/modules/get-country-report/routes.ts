// /admin/get-country-report: Pilot Country (spec part 3 §7 "Reports"), a query list.
import { PilotCountryRow } from '@pads/contracts/api';
import {
  checkedCountries,
  checkedStates,
  dateRangeOf,
  readReportQuery,
  REPORT_DESCRIPTION,
  REPORT_QUERY_DOC,
} from '../../domain/reportParams.js';
import { mountQueryList, queryListRouteSchema } from '../../lists/index.js';
import { pilotsCountry } from './pilotCountry.list.js';
import type { AppInstance } from '../../openapi.js';

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, '/get-country-report', {
    schema: queryListRouteSchema({
      tags: ['reports'],
      summary: 'Pilot Country: pilots by country and premium state',
      description: REPORT_DESCRIPTION,
      query: REPORT_QUERY_DOC,
      row: PilotCountryRow,
    }),
    params: readReportQuery,
    list: async (q) =>
      pilotsCountry({
        range: dateRangeOf(q),
        countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
