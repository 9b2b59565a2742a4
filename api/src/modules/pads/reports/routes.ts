// The pad reports under /admin/pads (spec part 3 §7 "Reports"): Pad Engagement All (the generic table on
// the list engine), Pad Engagement Fav/Rev and Pad Country (query lists). Each parameter is validated.
import { PadCountryRow, PadFavRevRow } from '@pads/contracts/api';
import type { TObject } from 'typebox';
import {
  checkedCountries,
  checkedStates,
  dateRangeOf,
  readReportQuery,
  REPORT_DESCRIPTION,
  REPORT_QUERY_DOC,
} from '../../../domain/reportParams.js';
import { validationFailed } from '../../../errors.js';
import { mountList, mountQueryList, queryListRouteSchema } from '../../../lists/index.js';
import { padCountry } from './padCountry.list.js';
import { padStatsFav } from './padEngagement.list.js';
import { padStatsList } from './padStats.list.js';
import type { AppInstance } from '../../../openapi.js';

const reportSchema = (summary: string, row: TObject) =>
  queryListRouteSchema({ tags: ['reports'], summary, description: REPORT_DESCRIPTION, query: REPORT_QUERY_DOC, row });

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountList(app, '/pads/pad-stats', padStatsList);

  mountQueryList(app, '/pads/pad-stats-with-calendar', {
    schema: reportSchema('Pad Engagement Fav/Rev: favourites and reviews in a date range', PadFavRevRow),
    params: readReportQuery,
    list: (q) => {
      const range = dateRangeOf(q);
      if (!range) throw validationFailed({ from: ['Choose a date range.'], to: ['Choose a date range.'] });
      return padStatsFav(app.db, range, q);
    },
  });

  mountQueryList(app, '/pads/get-country-report', {
    schema: reportSchema('Pad Country: pads by country', PadCountryRow),
    params: readReportQuery,
    list: async (q) =>
      padCountry({
        countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
