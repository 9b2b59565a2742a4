// The pad reports under /admin/pads (spec part 3 §7 "Reports"): Pad Engagement All (the generic table on
// the list engine), Pad Engagement Fav/Rev and Pad Country (query lists). Each parameter is validated.
import type { FastifyInstance } from 'fastify';
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

const reportSchema = (summary: string) =>
  queryListRouteSchema({ tags: ['reports'], summary, description: REPORT_DESCRIPTION, query: REPORT_QUERY_DOC });

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  mountList(app, '/pads/pad-stats', padStatsList);

  mountQueryList(app, '/pads/pad-stats-with-calendar', {
    schema: reportSchema('Pad Engagement Fav/Rev: favourites and reviews in a date range'),
    params: readReportQuery,
    list: (q) => {
      const range = dateRangeOf(q);
      if (!range) throw validationFailed({ from: ['Choose a date range.'], to: ['Choose a date range.'] });
      return padStatsFav(range);
    },
  });

  mountQueryList(app, '/pads/get-country-report', {
    schema: reportSchema('Pad Country: pads by country'),
    params: readReportQuery,
    list: async (q) =>
      padCountry({
        countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
        states: await checkedStates(app.db, 'state_codes', q.state_codes),
      }),
  });
}
