// Presence on a list row or a pad: who is reviewing the item, and since when.
import { EyeOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { Claim } from '@pads/contracts/api';
import { formatDateTime } from '../dates/formatDate';

/** "since 28 Nov 2026 14:05": the panel's one date format (spec part 1 §9). */
export function claimedSince(claim: Pick<Claim, 'claimed_at'>): string {
  return `since ${formatDateTime(claim.claimed_at)}`;
}

export function ClaimTag({ claim, label }: { claim: Claim; label?: string }) {
  const text = `${claim.admin.name} ${claimedSince(claim)}`;
  return (
    <Tag icon={<EyeOutlined aria-hidden />} title={`${claim.admin.name} is reviewing this`} data-testid="claim-tag">
      {label ? `${label}: ${text}` : text}
    </Tag>
  );
}
