// How long the oldest pending item of each tab has waited (issue 35 part 4), on one line under the tabs: in the tab
// labels themselves the ages made the tab bar overflow into antd's "more" menu (which axe refuses in a tablist).
import { Flex, Typography } from 'antd';
import type { QueueTab } from './api/queueHealth';
import { waitedFor } from './queueAge';

export function OldestPending({
  tabs,
  health,
}: {
  tabs: readonly { key: string; label: string }[];
  health: QueueTab[] | undefined;
}) {
  const waiting = tabs.flatMap((t) => {
    const oldest = health?.find((h) => h.tab === t.key)?.oldest_at;
    return oldest ? [{ ...t, oldest }] : [];
  });
  return (
    <Flex gap="small" wrap align="baseline" data-testid="oldest-pending">
      <Typography.Text strong>Oldest pending:</Typography.Text>
      {!health ? (
        <Typography.Text type="secondary">…</Typography.Text>
      ) : waiting.length === 0 ? (
        <Typography.Text type="secondary">nothing is waiting</Typography.Text>
      ) : (
        waiting.map((t) => (
          <Typography.Text key={t.key} data-testid={`oldest-${t.key}`}>
            {t.label} {waitedFor(t.oldest)}
          </Typography.Text>
        ))
      )}
    </Flex>
  );
}
