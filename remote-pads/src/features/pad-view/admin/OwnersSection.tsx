// The pad's owners and what can be done with each (spec part 2 §4 "Owners", part 1 §4): a claimed owner can only be
// removed; one not claimed yet has the 'In pending' button, which confirms (Confirmed) or rejects (deletes) it; one
// not yet marked pending can also be sent the confirmation e-mail or marked pending with a reason.
import { formatDateTime, notifyDone, notifyError, UserLink } from '@pads/shared';
import { Alert, Button, Flex, List, Popconfirm, Popover, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useOwnerAction, useOwners, type OwnerAction, type PadOwner } from './api/owners';
import { CreateOwnerModal } from './CreateOwnerModal';
import { OwnerSearch } from './OwnerSearch';
import { PendingReasonModal } from './PendingReasonModal';
import { EmptyText } from './EmptyText';
import { formatPhone } from '@pads/contracts/phone.ts';

export type OwnerState = 'claimed' | 'pending' | 'unclaimed';
export const ownerState = (owner: PadOwner): OwnerState =>
  owner.is_claimed ? 'claimed' : owner.is_pending ? 'pending' : 'unclaimed';

// Solid green-8 / orange-8 under white text (≥ 4.5:1); antd's light preset tags fall short of it.
// An accepted (claimed) owner reads 'Confirmed', the spec's word for what accepting does (part 2 §4).
const STATE_TAG: Record<OwnerState, { color?: string; label: string }> = {
  claimed: { color: '#237804', label: 'Confirmed' },
  pending: { color: '#ad4e00', label: 'Pending' },
  unclaimed: { label: 'Unclaimed' },
};

export const NO_ACCOUNT_TOOLTIP = 'No user has this e-mail yet: send the confirmation e-mail';
/** What the 'In pending' button asks (the spec gives the button's text and the two outcomes, not the question). */
export const IN_PENDING_QUESTION = 'Confirm this owner, or reject them (the contact is deleted)?';

export function OwnersSection({ padId }: { padId: number }) {
  const owners = useOwners(padId);
  const action = useOwnerAction(padId);
  const [pendingFor, setPendingFor] = useState<PadOwner | null>(null);
  const [createEmail, setCreateEmail] = useState<string | null>(null);

  const run = async (next: OwnerAction, fallback: string) => {
    try {
      const answer = await action.mutateAsync(next);
      notifyDone(answer?.message ?? fallback);
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  const actionsOf = (owner: PadOwner) => {
    const state = ownerState(owner);
    const remove = (label: string, title: string) => (
      <Popconfirm key="delete" title={title} okText={label} onConfirm={() => run({ kind: 'delete', owner }, 'Done!')}>
        <Button size="small" danger disabled={action.isPending}>
          {label}
        </Button>
      </Popconfirm>
    );
    if (state === 'claimed') return [remove('Remove', 'Remove this owner from the pad?')];
    // Spec part 1 §4: an owner not claimed yet shows an 'In pending' button; confirming marks it claimed, rejecting
    // deletes the contact. Part 2 §4's further actions on an owner not yet marked pending stay beside it.
    const decide = (
      <Popover
        key="in-pending"
        trigger="click"
        title={IN_PENDING_QUESTION}
        content={
          <Space>
            <Tooltip title={owner.user_id == null ? NO_ACCOUNT_TOOLTIP : undefined}>
              <span>
                <Button
                  size="small"
                  type="primary"
                  disabled={owner.user_id == null || action.isPending}
                  onClick={() => run({ kind: 'accept', owner }, 'Done!')}
                >
                  Confirm
                </Button>
              </span>
            </Tooltip>
            <Button
              size="small"
              danger
              disabled={action.isPending}
              onClick={() => run({ kind: 'delete', owner }, 'Done!')}
            >
              Reject
            </Button>
          </Space>
        }
      >
        <Button size="small" type="primary" disabled={action.isPending}>
          In pending
        </Button>
      </Popover>
    );
    if (state === 'pending') return [decide];
    return [
      decide,
      <Button
        key="confirmation"
        size="small"
        disabled={!owner.email || action.isPending}
        onClick={() => run({ kind: 'confirmation', owner }, 'Confirmation e-mail sent')}
      >
        Send confirmation e-mail
      </Button>,
      <Button key="pending" size="small" disabled={action.isPending} onClick={() => setPendingFor(owner)}>
        Mark pending
      </Button>,
    ];
  };

  return (
    <Flex vertical gap={12} data-testid="owners-section">
      <OwnerSearch
        disabled={action.isPending}
        onPick={(user) => run({ kind: 'add', userId: user.id }, 'Done!')}
        onCreate={(email) => setCreateEmail(email)}
      />
      {owners.error ? <Alert type="error" showIcon title="Owners could not be loaded" /> : null}
      <List<PadOwner>
        loading={owners.isLoading}
        dataSource={owners.data ?? []}
        locale={{ emptyText: <EmptyText>No owners</EmptyText> }}
        renderItem={(owner) => {
          const state = ownerState(owner);
          return (
            <List.Item actions={actionsOf(owner)} data-testid={`owner-${owner.id}`}>
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{owner.name || owner.email || 'Owner'}</span>
                    <Tag color={STATE_TAG[state].color}>{STATE_TAG[state].label}</Tag>
                    {owner.user ? <UserLink user={owner.user} /> : null}
                  </Space>
                }
                description={
                  <Flex vertical>
                    {owner.email ? <span>{owner.email}</span> : null}
                    {owner.phone ? <span>{formatPhone(owner.phone)}</span> : null}
                    {state === 'pending' && owner.pending_comment ? (
                      <Typography.Text>Pending reason: {owner.pending_comment}</Typography.Text>
                    ) : null}
                    {owner.confirmation_sent_at ? (
                      <span>Confirmation e-mail sent {formatDateTime(owner.confirmation_sent_at)}</span>
                    ) : null}
                  </Flex>
                }
              />
            </List.Item>
          );
        }}
      />
      <PendingReasonModal
        open={pendingFor !== null}
        onClose={() => setPendingFor(null)}
        onConfirm={async (comment) => {
          if (!pendingFor) return;
          const answer = await action.mutateAsync({ kind: 'pending', owner: pendingFor, comment });
          notifyDone(answer?.message ?? 'Update Saved!');
        }}
      />
      <CreateOwnerModal
        email={createEmail}
        onClose={() => setCreateEmail(null)}
        onCreate={async (values) => {
          const answer = await action.mutateAsync({ kind: 'create', ...values });
          notifyDone(answer?.message);
        }}
      />
    </Flex>
  );
}
