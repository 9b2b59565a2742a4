// /dashboard/moderation-revision/{revisionId}: the merge screen in revision mode (spec part 3 §2, §8).
// Current is the pad as it is now, Suggested the revision's `next`. After a merge the next pending
// update opens, or the moderation list when none remain. While the screen is open its admin holds the
// revision's claim (issue 35): another admin sees it read-only, with Take over; 'Next pending' (and the N key)
// and the next update after a merge pass over the updates others are reviewing. Accept and Reject offer Undo.
import { Alert, App, Button, Spin } from 'antd';
import {
  ErrorPage,
  errorMessage,
  MERGE_MESSAGES,
  notifyUndoable,
  paths,
  RecordLoadFailure,
  REVISION_STATUS,
  REVISION_TYPE,
  WithRouteIds,
} from '@pads/shared';
import { useMemo, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { nextPendingRevision, useMergeRevision, useRejectRevision, useRevision } from './api/revision';
import { MergeScreen } from '../../merge-screen/MergeScreen';
import type { MergePayload } from '../../merge-screen/mergePayload';
import { useMergeSuccess } from '../../merge-screen/useMergeSuccess';
import { useItemClaim } from '../../claims/api/itemClaim';
import { ClaimBanner } from '../../claims/ClaimBanner';
import { ReadOnlyArea } from '../../claims/ReadOnlyArea';

export default function RevisionMergePage() {
  return (
    <WithRouteIds names={['revisionId']} entity="revision">
      {({ revisionId }) => <RevisionMerge id={revisionId} />}
    </WithRouteIds>
  );
}

/** Whether a key press is typing into a field (the shortcut keys then type). */
const typing = (target: EventTarget) => {
  const el = target as HTMLElement;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
};

function RevisionMerge({ id }: { id: number }) {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const mergeSuccess = useMergeSuccess();
  const revision = useRevision(id);
  const merge = useMergeRevision();
  const reject = useRejectRevision();
  const data = revision.data;
  const claim = useItemClaim({ kind: 'revision', id }, data?.status === 1);
  const sides = useMemo(() => {
    const current = data?.current ?? data?.prev;
    // The Suggested side's submitter is whoever suggested the change.
    const suggestedBy = data?.user ? { id: data.user.id, username: data.user.username } : null;
    return current && data?.next ? { prev: current, next: { ...data.next, submitter: suggestedBy } } : null;
  }, [data]);

  if (revision.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  if (revision.error)
    return <RecordLoadFailure entity="revision" error={revision.error} onRetry={() => revision.refetch()} />;
  if (data!.type !== REVISION_TYPE.Update) return <ErrorPage status={403} message={MERGE_MESSAGES.notAuthorized} />;
  if (!sides) return <ErrorPage status={404} message="The revision has no suggested pad." />;

  const padId = data!.pad_id;
  const padPath = paths.padView(padId);
  /** Back to this revision once its decision is undone. */
  const reopen = () => {
    void revision.refetch();
    navigate(paths.moderationRevision(id));
  };
  const submit = async (payload: MergePayload) => {
    const answer = await merge.mutateAsync({ id, payload });
    mergeSuccess(padId, answer.undo, reopen);
    const next = answer.data.next_revision_id;
    navigate(next ? paths.moderationRevision(next) : paths.moderationList());
  };
  const onReject = () =>
    reject.mutate(id, {
      onSuccess: (answer) => {
        notifyUndoable('Success', `Revision #${id} was rejected.`, answer.undo, reopen);
        navigate(paths.moderationList());
      },
      onError: (error) => notification.warning({ title: 'Warning', description: errorMessage(error) }),
    });
  const nextPending = async () => {
    try {
      const next = await nextPendingRevision(id);
      navigate(next ? paths.moderationRevision(next) : paths.moderationList());
    } catch (error) {
      notification.warning({ title: 'Warning', description: errorMessage(error) });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'n' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target))
      return;
    event.preventDefault();
    void nextPending();
  };
  const readOnly = claim.mine === false;

  return (
    <div className="revision-merge" onKeyDown={onKeyDown}>
      <h1 style={{ fontSize: 20 }}>
        Moderate update #{id} of{' '}
        {/* Underlined: in running text a link must not rely on colour alone (axe link-in-text-block). */}
        <Link to={padPath} style={{ textDecoration: 'underline' }}>
          {sides.prev.name}
        </Link>
      </h1>
      {data!.status !== REVISION_STATUS.Pending && (
        <Alert type="info" showIcon title="This revision is already resolved." style={{ marginBottom: 12 }} />
      )}
      <ClaimBanner state={claim} onNext={() => void nextPending()} />
      <ReadOnlyArea readOnly={readOnly}>
        <MergeScreen
          // A new revision (the next one after a merge) starts from its own defaults.
          key={id}
          mode="revision"
          sides={sides}
          onSubmit={submit}
          onReject={onReject}
          busy={merge.isPending || reject.isPending}
        />
      </ReadOnlyArea>
      <Button type="link" onClick={() => navigate(paths.moderationList())}>
        Back to the moderation list
      </Button>{' '}
      {data!.status === 1 && (
        <Button type="link" onClick={() => void nextPending()} data-testid="next-pending">
          Next pending (N)
        </Button>
      )}
    </div>
  );
}
