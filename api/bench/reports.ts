// Every report endpoint (goal p50 ≤ 100 ms; the system log's first page ≤ 25 ms, as a list).
import type { FastifyInstance } from 'fastify';
import { atMost } from './goals.js';
import { LIST_GOAL_MS } from './lists.js';
import { f1, stats, table, time } from './timing.js';

const REPORT_GOAL_MS = 100;

export async function reportsBench(app: FastifyInstance, headers: Record<string, string>) {
  const today = new Date();
  const ddmmyyyy = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
  const year = `from=${ddmmyyyy(new Date(today.getTime() - 365 * 86_400_000))}&to=${ddmmyyyy(today)}`;
  const month = `from=${ddmmyyyy(new Date(today.getTime() - 30 * 86_400_000))}&to=${ddmmyyyy(today)}`;
  const rows: string[][] = [];
  for (const [label, url, goal] of [
    ['log-report', '/api/admin/logs', LIST_GOAL_MS],
    ['log-report, page 400', '/api/admin/logs?page=400'],
    ['pad-submissions', '/api/admin/pad-contacts/pads-report'],
    ['pad-stats-fav (a year)', `/api/admin/pads/pad-stats-with-calendar?${year}`],
    ['pad-stats-fav (a month)', `/api/admin/pads/pad-stats-with-calendar?${month}`],
    ['pad-stats-fav by name (a month)', `/api/admin/pads/pad-stats-with-calendar?${month}&sort_column=name`],
    ['pad-submissions by name', '/api/admin/pad-contacts/pads-report?sort_column=name&sort_direction=ascend'],
    ['pad-submissions, keyword', '/api/admin/pad-contacts/pads-report?keyword=oak'],
    ['pad-stats-views', '/api/admin/pads/pad-stats'],
    ['pad-stats-views by views', '/api/admin/pads/pad-stats?sort_column=views&sort_direction=descend'],
    ['pad-stats-views by name', '/api/admin/pads/pad-stats?sort_column=name&sort_direction=ascend'],
    ['drop-off (iOS pilots)', '/api/admin/users/undefined-users-report?type=0&device=ios'],
    ['pilots-country', '/api/admin/get-country-report'],
    ['moderation-engagement (a year)', `/api/admin/get-moderation-report?${year}&is_not_included=1`],
    ['subs-report (a year)', `/api/admin/get-premium-subs-report?${year}`],
    ['concurrent-logins (a month)', `/api/admin/users/concurrent-logins-report?${month}`],
    ['pad-country', '/api/admin/pads/get-country-report'],
    ['survey-report', '/api/admin/surveys/pad-surveys-report'],
    ['pilot-aircrafts', '/api/admin/users/pilot-aircrafts-report'],
    ['pilot-aircrafts, keyword', '/api/admin/users/pilot-aircrafts-report?keyword=G-AB'],
    ['campaigns', '/api/admin/campaigns'],
  ] as Array<[string, string, number?]>) {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const s = stats(await time(() => app.inject({ method: 'GET', url, headers }), 15));
    atMost('reports', `${label}: p50`, s.median, goal ?? REPORT_GOAL_MS, 'ms');
    rows.push([label, String(res.json().meta?.total ?? ''), f1(s.median), f1(s.p95)]);
  }
  console.log(`\nReports (ms; goal p50 ≤ ${REPORT_GOAL_MS} ms, the log report's first page ≤ ${LIST_GOAL_MS} ms)`);
  table(['request', 'rows', 'med', 'p95'], rows);
}
