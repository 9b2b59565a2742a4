// Request moderation (spec part 2 §4 "Request moderation"): the link goes to the requester of the pad's
// pending moderation request, only when the pad `can_send_moderation`; the request can also be cancelled.
import { formatDate, notifyDone, notifyError } from '@pads/shared';
import { Button, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { useModerationRequest, useResolveRevision } from './api/reports';
import { UserLink } from '@pads/shared';

export const NOT_ALLOWED_TO_SEND = 'You are not allowed to send moderation request';

export function ModerationRequest({ padId, canSend }: { padId: number; canSend: boolean }) {
  const request = useModerationRequest(padId);
  const resolve = useResolveRevision(padId);
  const revision = request.data ?? null;
  const allowed = canSend && revision !== null;

  const act = async (resolution: 'send-link' | 'ignore', fallback: string) => {
    if (!revision) return;
    try {
      const answer = await resolve.mutateAsync({ revision, resolution });
      notifyDone(answer?.message ?? fallback);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Flex vertical gap={8} data-testid="moderation-request">
      {revision ? (
        <Typography.Text>
          Requested by <UserLink user={revision.user} /> on {formatDate(revision.created_at)}
          {revision.comment ? `: ${revision.comment}` : ''}
        </Typography.Text>
      ) : (
        <Typography.Text>No pending moderation request.</Typography.Text>
      )}
      <Flex gap={8}>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <Tooltip title={allowed ? undefined : NOT_ALLOWED_TO_SEND}>
          <span data-testid="moderation-link-trigger">
            <Button
              type="primary"
              disabled={!allowed || resolve.isPending}
              onClick={() => act('send-link', 'Request moderation link is send')}
            >
              Request moderation link
            </Button>
          </span>
        </Tooltip>
        {revision ? (
          <Popconfirm
            title="Cancel this moderation request?"
            okText="Cancel request"
            onConfirm={() => act('ignore', 'Done!')}
          >
            <Button disabled={resolve.isPending}>Cancel request</Button>
          </Popconfirm>
        ) : null}
      </Flex>
    </Flex>
  );
}
