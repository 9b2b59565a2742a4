// Presence on a list row or a pad: who is reviewing the item, and since when.
import { EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { Claim } from '@pads/contracts/api';

/** "since 14:05", or with the day when it was not today. */
export function claimedSince(claim: Pick<Claim, 'claimed_at'>, now = dayjs()): string {
  const at = dayjs(claim.claimed_at);
  return `since ${at.isSame(now, 'day') ? at.format('HH:mm') : at.format('DD/MM HH:mm')}`;
}

export function ClaimTag({ claim, label }: { claim: Claim; label?: string }) {
  const text = `${claim.admin.name} ${claimedSince(claim)}`;
  return (
    <Tag icon={<EyeOutlined aria-hidden />} title={`${claim.admin.name} is reviewing this`} data-testid="claim-tag">
      {label ? `${label}: ${text}` : text}
    </Tag>
  );
}
