// Decisions in the last 24 h, per admin (issue 35 part 4): how fast the team decides, beside the queue it works.
import { Flex, Typography } from 'antd';
import type { AdminDecisions } from './api/queueHealth';

export function DecisionsToday({ decisions }: { decisions: AdminDecisions[] | undefined }) {
  return (
    <Flex gap="small" wrap align="baseline" data-testid="decisions-24h">
      <Typography.Text strong>Decisions in the last 24 h:</Typography.Text>
      {!decisions ? (
        <Typography.Text type="secondary">…</Typography.Text>
      ) : decisions.length === 0 ? (
        <Typography.Text type="secondary">none yet</Typography.Text>
      ) : (
        decisions.map((d) => (
          <Typography.Text key={d.admin.id} data-testid={`decisions-${d.admin.id}`}>
            {d.admin.name}: {d.accepted} accepted, {d.rejected} rejected
          </Typography.Text>
        ))
      )}
    </Flex>
  );
}
