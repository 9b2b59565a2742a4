// The pad reports under /admin/pads (spec part 3 §7 "Reports"): Pad Engagement All (the generic table on
// the list engine), Pad Engagement Fav/Rev and Pad Country (query lists). Each parameter is validated.
import { checkedCountries, checkedStates, dateRangeOf, readReportQuery } from '../../../domain/reportParams.js';
import { validationFailed } from '../../../errors.js';
import { padStatsListContract } from '@pads/contracts/api';
import { mountList, mountQueryList } from '../../../lists/index.js';
import { padCountry } from './padCountry.list.js';
import { padStatsFav } from './padEngagement.list.js';
import { padStatsList } from './padStats.list.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints } from '../../../endpoints.js';

const { padReports } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountList(app, { page: padReports.padStats, csv: padReports.padStatsCsv }, padStatsList, padStatsListContract);

  mountQueryList(app, padReports.favRev, {
    params: readReportQuery,
    list: (q) => {
      const range = dateRangeOf(q);
      if (!range) throw validationFailed({ from: ['Choose a date range.'], to: ['Choose a date range.'] });
      return padStatsFav(app.db, range, q);
    },
  });

  mountQueryList(app, padReports.country, {
    params: readReportQuery,
    list: async (q) =>
      padCountry({
        countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
