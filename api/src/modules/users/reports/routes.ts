// The reports area's endpoints (spec part 3 §7 "Reports"): the two generic tables on the list engine, and
// the aggregate reports on one runner (paged, sorted, CSV with export=csv). Each parameter is validated.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validationFailed } from '../../../errors.js';
import { mountList } from '../../../lists/index.js';
import { idsValidator } from '../../../domain/routeParams.js';
import { validate } from '../../../validation.js';
import { logList, padStatsList } from '../../logs/logs.list.js';
import { checkedCountries, checkedStates, dateRangeOf, isOn, reportQuerySchema, type ReportQuery } from '../../../domain/reportParams.js';
import {
  concurrentLogins,
  dropOff,
  moderationEngagement,
  padCountry,
  padStatsFav,
  padSubmissions,
  pilotAircrafts,
  pilotsCountry,
  premiumSubs,
  surveyReport,
} from './queries.js';
import { runReport, type AggregateReport } from '../../../lists/queryList.js';
import { reportRouteSchema } from './schemas.js';

/** How far back the concurrent-logins range may start (spec part 3 §5: no older than 3 months). */
const CONCURRENT_LOGINS_MAX_AGE_DAYS = 92;

export default async function reportsModule(app: FastifyInstance): Promise<void> {
  mountList(app, '/logs', logList);
  mountList(app, '/pads/pad-stats', padStatsList);

  const country = async (code: string, field = 'country') =>
    code ? (await checkedCountries(app.db, field, code))[0]! : '';
  const state = async (code: string, field = 'state') => (code ? (await checkedStates(app.db, field, code))[0]! : '');
  const versionOf = (q: ReportQuery) => (q.is_new_version === '' ? null : isOn(q.is_new_version));

  const report = (
    path: string,
    summary: string,
    build: (q: ReportQuery) => Promise<AggregateReport> | AggregateReport,
  ) =>
    app.get(
      path,
      { schema: reportRouteSchema(summary), validatorCompiler: idsValidator },
      async (request: FastifyRequest, reply: FastifyReply) => {
        // Lists arrive as `country_codes[]=GB&country_codes[]=IE` (axios) or `country_codes=GB,IE`.
        const raw = request.query as Record<string, unknown>;
        const q = await validate(reportQuerySchema, {
          ...raw,
          country_codes: raw['country_codes[]'] ?? raw.country_codes,
          state_codes: raw['state_codes[]'] ?? raw.state_codes,
        });
        return runReport(app.db, request, reply, await build(q), q);
      },
    );

  report('/pad-contacts/pads-report', 'Pad Submissions by Pilot', async (q) =>
    padSubmissions({ keyword: q.keyword, country: await country(q.country), state: await state(q.state) }),
  );
  report('/pads/pad-stats-with-calendar', 'Pad Engagement Fav/Rev: favourites and reviews in a date range', (q) => {
    const range = dateRangeOf(q);
    if (!range) throw validationFailed({ from: ['Choose a date range.'], to: ['Choose a date range.'] });
    return padStatsFav(range);
  });
  report('/users/undefined-users-report', 'Onboarding Drop Off: users stopped at each registration step', (q) => {
    const type = q.type === '' ? 0 : Number(q.type);
    if (type !== 0 && type !== 1) throw validationFailed({ type: ['The type is 0 (pilots) or 1 (owners).'] });
    if (type === 0 && !['ios', 'android'].includes(q.device))
      throw validationFailed({ device: ['The device is ios or android.'] });
    return dropOff({ range: dateRangeOf(q), type, device: q.device, newVersion: versionOf(q) });
  });
  report('/get-country-report', 'Pilot Country: pilots by country and premium state', async (q) =>
    pilotsCountry({
      range: dateRangeOf(q),
      countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
      states: await checkedStates(app.db, 'state_codes', q.state_codes),
    }),
  );
  report('/pads/get-country-report', 'Pad Country: pads by country', async (q) =>
    padCountry({
      countries: await checkedCountries(app.db, 'country_codes', q.country_codes),
      states: await checkedStates(app.db, 'state_codes', q.state_codes),
    }),
  );
  report('/get-moderation-report', 'In-app Engagement: app submissions by type', (q) =>
    moderationEngagement({ range: dateRangeOf(q), withoutInternal: isOn(q.is_not_included) }),
  );
  report('/get-premium-subs-report', 'Premium Subscriptions: new and recurring by role', async (q) =>
    premiumSubs({
      range: dateRangeOf(q),
      country: await country(q.country_code, 'country_code'),
      states: await checkedStates(app.db, 'state_codes', q.state_codes),
    }),
  );
  report('/users/concurrent-logins-report', 'Concurrent Pilot Logins: live sessions per pilot', async (q) =>
    concurrentLogins({
      range: dateRangeOf(q, { maxAgeDays: CONCURRENT_LOGINS_MAX_AGE_DAYS }),
      keyword: q.keyword,
      country: await country(q.country),
      state: await state(q.state),
    }),
  );
  report('/surveys/pad-surveys-report', '360 Surveys: surveys by status per month', (q) =>
    surveyReport({ range: dateRangeOf(q), newVersion: versionOf(q) }),
  );
  report('/users/pilot-aircrafts-report', 'Pilot aircrafts', (q) => {
    if (q.keyword && q.keyword.length < 3) throw validationFailed({ keyword: ['At least 3 characters'] });
    return pilotAircrafts({ keyword: q.keyword });
  });
}
