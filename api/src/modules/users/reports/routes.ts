// The user reports under /admin/users (spec part 3 §7 "Reports"): Onboarding Drop Off, Concurrent Pilot
// Logins and Pilot aircrafts, each a query list. Each parameter is validated.
import type { FastifyInstance } from 'fastify';
import {
  checkedCountry,
  checkedState,
  dateRangeOf,
  readReportQuery,
  REPORT_DESCRIPTION,
  REPORT_QUERY_DOC,
  versionOf,
} from '../../../domain/reportParams.js';
import { validationFailed } from '../../../errors.js';
import { mountQueryList, queryListRouteSchema } from '../../../lists/index.js';
import { concurrentLogins } from './concurrentLogins.list.js';
import { dropOff } from './dropOff.list.js';
import { pilotAircrafts } from './pilotAircrafts.list.js';

/** How far back the concurrent-logins range may start (spec part 3 §5: no older than 3 months). */
const CONCURRENT_LOGINS_MAX_AGE_DAYS = 92;

const reportSchema = (summary: string) =>
  queryListRouteSchema({ tags: ['reports'], summary, description: REPORT_DESCRIPTION, query: REPORT_QUERY_DOC });

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  mountQueryList(app, '/users/undefined-users-report', {
    schema: reportSchema('Onboarding Drop Off: users stopped at each registration step'),
    params: readReportQuery,
    list: (q) => {
      const type = q.type === '' ? 0 : Number(q.type);
      if (type !== 0 && type !== 1) throw validationFailed({ type: ['The type is 0 (pilots) or 1 (owners).'] });
      if (type === 0 && !['ios', 'android'].includes(q.device))
        throw validationFailed({ device: ['The device is ios or android.'] });
      return dropOff({ range: dateRangeOf(q), type, device: q.device, newVersion: versionOf(q) });
    },
  });

  mountQueryList(app, '/users/concurrent-logins-report', {
    schema: reportSchema('Concurrent Pilot Logins: live sessions per pilot'),
    params: readReportQuery,
    list: async (q) =>
      concurrentLogins({
        range: dateRangeOf(q, { maxAgeDays: CONCURRENT_LOGINS_MAX_AGE_DAYS }),
        keyword: q.keyword,
        country: await checkedCountry(app.db, q.country),
        state: await checkedState(app.db, q.state),
      }),
  });

  mountQueryList(app, '/users/pilot-aircrafts-report', {
    schema: reportSchema('Pilot aircrafts'),
    params: readReportQuery,
    list: (q) => {
      if (q.keyword && q.keyword.length < 3) throw validationFailed({ keyword: ['At least 3 characters'] });
      return pilotAircrafts({ keyword: q.keyword });
    },
  });
}
