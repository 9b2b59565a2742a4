// /dashboard/moderation-revision/{revisionId}: the merge screen in revision mode (spec part 3 §2, §8).
// Current is the pad as it is now, Suggested the revision's `next`. After a merge the next pending
// update opens, or the moderation list when none remain.
import { Alert, App, Button, Spin } from 'antd';
import { ErrorPage, errorMessage, httpStatusOf, MERGE_MESSAGES, paths, REVISION_TYPE } from '@pads/shared';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMergeRevision, useRejectRevision, useRevision } from './api/revision';
import { MergeScreen } from '../../merge-screen/MergeScreen';
import type { MergePayload } from '../../merge-screen/mergePayload';

export const SUCCESS_SECONDS = 10;

export default function RevisionMergePage() {
  const id = Number(useParams().revisionId);
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const revision = useRevision(id);
  const merge = useMergeRevision();
  const reject = useRejectRevision();
  const data = revision.data;
  const sides = useMemo(() => {
    const current = data?.current ?? data?.prev;
    return current && data?.next ? { prev: current, next: data.next } : null;
  }, [data]);

  if (revision.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  if (revision.error)
    return (
      <ErrorPage
        status={httpStatusOf(revision.error)}
        message={errorMessage(revision.error)}
        onRetry={() => revision.refetch()}
      />
    );
  if (data!.type !== REVISION_TYPE.Update) return <ErrorPage status={403} message={MERGE_MESSAGES.notAuthorized} />;
  if (!sides) return <ErrorPage status={404} message="The revision has no suggested pad." />;

  const padId = data!.pad_id;
  const padPath = paths.padView(padId);
  const submit = async (payload: MergePayload) => {
    const answer = await merge.mutateAsync({ id, payload });
    notification.success({
      title: 'Success!',
      duration: SUCCESS_SECONDS,
      // The notification renders outside the router: a plain link that navigates in-app.
      description: (
        <a
          href={padPath}
          onClick={(event) => {
            event.preventDefault();
            navigate(padPath);
          }}
        >
          Go to pad
        </a>
      ),
    });
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
      {data!.status !== 1 && (
        <Alert type="info" showIcon title="This revision is already resolved." style={{ marginBottom: 12 }} />
      )}
      <MergeScreen
        // A new revision (the next one after a merge) starts from its own defaults.
        key={id}
        mode="revision"
        sides={sides}
        submitters={{ prev: '—', next: data!.user?.username ?? '—' }}
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
