// /dashboard/moderation-revision/{revisionId}: the merge screen in revision mode (spec part 3 §2, §8).
// Current is the pad as it is now, Suggested the revision's `next`. After a merge the next pending
// update opens, or the moderation list when none remain.
import { Alert, App, Button, Spin } from 'antd';
import {
  ErrorPage,
  errorMessage,
  MERGE_MESSAGES,
  paths,
  RecordLoadFailure,
  REVISION_STATUS,
  REVISION_TYPE,
  WithRouteIds,
} from '@pads/shared';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMergeRevision, useRejectRevision, useRevision } from './api/revision';
import { MergeScreen } from '../../merge-screen/MergeScreen';
import type { MergePayload } from '../../merge-screen/mergePayload';
import { useMergeSuccess } from '../../merge-screen/useMergeSuccess';

export default function RevisionMergePage() {
  return (
    <WithRouteIds names={['revisionId']} entity="revision">
      {({ revisionId }) => <RevisionMerge id={revisionId} />}
    </WithRouteIds>
  );
}

function RevisionMerge({ id }: { id: number }) {
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const mergeSuccess = useMergeSuccess();
  const revision = useRevision(id);
  const merge = useMergeRevision();
  const reject = useRejectRevision();
  const data = revision.data;
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
  const submit = async (payload: MergePayload) => {
    const answer = await merge.mutateAsync({ id, payload });
    mergeSuccess(padId);
    const next = answer.data.next_revision_id;
    navigate(next ? paths.moderationRevision(next) : paths.moderationList());
  };
  const onReject = () =>
    reject.mutate(id, {
      onSuccess: () => navigate(paths.moderationList()),
      onError: (error) => notification.warning({ title: 'Warning', description: errorMessage(error) }),
    });

  return (
    <div className="revision-merge">
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
      <MergeScreen
        // A new revision (the next one after a merge) starts from its own defaults.
        key={id}
        mode="revision"
        sides={sides}
        onSubmit={submit}
        onReject={onReject}
        busy={merge.isPending || reject.isPending}
      />
      <Button type="link" onClick={() => navigate(paths.moderationList())}>
        Back to the moderation list
      </Button>
    </div>
  );
}
