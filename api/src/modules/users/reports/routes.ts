// The user reports under /admin/users (spec part 3 §7 "Reports"): Onboarding Drop Off, Concurrent Pilot
// Logins and Pilot aircrafts, each a query list. Each parameter is validated.
import { checkedCountry, checkedState, dateRangeOf, readReportQuery, versionOf } from '../../../domain/reportParams.js';
import { validationFailed } from '../../../errors.js';
import { mountQueryList } from '../../../lists/index.js';
import { concurrentLogins } from './concurrentLogins.list.js';
import { dropOff } from './dropOff.list.js';
import { pilotAircrafts } from './pilotAircrafts.list.js';
import type { AppInstance } from '../../../openapi.js';
import { endpoints } from '../../../endpoints.js';

const { userReports } = endpoints;

/** How far back the concurrent-logins range may start (spec part 3 §5: no older than 3 months). */
const CONCURRENT_LOGINS_MAX_AGE_DAYS = 92;

export async function adminRoutes(app: AppInstance): Promise<void> {
  mountQueryList(app, userReports.dropOff, {
    params: readReportQuery,
    list: (q) => {
      const type = q.type === '' ? 0 : Number(q.type);
      if (type !== 0 && type !== 1) throw validationFailed({ type: ['The type is 0 (pilots) or 1 (owners).'] });
      if (type === 0 && !['ios', 'android'].includes(q.device))
        throw validationFailed({ device: ['The device is ios or android.'] });
      return dropOff({ range: dateRangeOf(q), type, device: q.device, newVersion: versionOf(q) });
    },
  });

  mountQueryList(app, userReports.concurrentLogins, {
    params: readReportQuery,
    list: async (q) =>
      concurrentLogins({
        range: dateRangeOf(q, { maxAgeDays: CONCURRENT_LOGINS_MAX_AGE_DAYS }),
        keyword: q.keyword,
        country: await checkedCountry(app.db, q.country),
        state: await checkedState(app.db, q.state),
      }),
  });

  mountQueryList(app, userReports.pilotAircrafts, {
    params: readReportQuery,
    list: (q) => {
      if (q.keyword && q.keyword.length < 3) throw validationFailed({ keyword: ['At least 3 characters'] });
      return pilotAircrafts({ keyword: q.keyword });
    },
  });
}
