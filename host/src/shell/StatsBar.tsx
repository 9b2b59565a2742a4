import { useStartupData, type SiteStats } from '@pads/shared';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { STAT_LINKS } from './statLinks';

export function formatStat(value: SiteStats[keyof SiteStats]): string {
  return typeof value === 'number' ? value.toLocaleString('en-GB') : 'n/a';
}

/** Headline counts from the startup data; each links to the list pre-filtered for it. */
export function StatsBar() {
  const { stats } = useStartupData();
  return (
    <Flex
      wrap
      gap="small"
      style={{ padding: '8px 24px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}
      data-testid="stats-bar"
    >
      {STAT_LINKS.map(({ key, label, to }) => (
        <Link
          key={key}
          to={to}
          data-testid={`stat-${key}`}
          style={{ padding: '2px 8px', borderRadius: 4, background: '#f5f7fa' }}
        >
          <Typography.Text type="secondary">{label}: </Typography.Text>
          <Typography.Text strong>{formatStat(stats[key])}</Typography.Text>
        </Link>
      ))}
    </Flex>
  );
}
