import { startupQueryKey, useLiveRefresh, useStartupData, type SiteStats } from '@pads/shared';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { STAT_LINKS } from './statLinks';

// Made when the signed-in app loads (while the visitor types): the first number format of a page loads the
// locale's data, which took 60 ms of the sign-in when the first count was drawn.
const countFormat = new Intl.NumberFormat('en-GB');

export function formatStat(value: SiteStats[keyof SiteStats]): string {
  return typeof value === 'number' ? countFormat.format(value) : 'n/a';
}

/** The stats bar's refreshes are spaced out more than a list's: a busy directory changes its counts all the time. */
const STATS_REFRESH_MS = 1_000;

/**
 * Headline counts from the startup data; each links to the list pre-filtered for it. The shell draws before
 * the counts arrive (they are not what a screen waits for), so until then each shows '…'. Another admin's (or the
 * app's) change to what they count refreshes them live (the page's event stream, issue 35).
 */
export function StatsBar() {
  const { stats, isStatsLoading } = useStartupData();
  useLiveRefresh(['stats'], [startupQueryKey('stats')], { throttleMs: STATS_REFRESH_MS });
  return (
    <Flex
      wrap
      gap="small"
      style={{ padding: '8px 24px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}
      data-testid="stats-bar"
      aria-busy={isStatsLoading}
    >
      {STAT_LINKS.map(({ key, label, to }) => (
        <Link
          key={key}
          to={to}
          data-testid={`stat-${key}`}
          style={{ padding: '2px 8px', borderRadius: 4, background: '#f5f7fa' }}
        >
          <Typography.Text type="secondary">{label}: </Typography.Text>
          <Typography.Text strong>{isStatsLoading ? '…' : formatStat(stats[key])}</Typography.Text>
        </Link>
      ))}
    </Flex>
  );
}
