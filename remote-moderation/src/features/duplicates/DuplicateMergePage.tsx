// /dashboard/reports/duplicate-report/{prevPadId}/{nextPadId}: the merge screen in duplicate mode (spec
// part 3 §2, §4, §8): the first pad is the original, the second the duplicate. After a merge or a
// 'Mark as NOT duplicate' the next pair of the cached list opens, or the list when none remain.
import { ErrorPage, errorMessage, httpStatusOf, notifyError, paths } from '@pads/shared';
import { App, Spin } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MergeScreen } from '../../merge-screen/MergeScreen';
import type { MergePayload } from '../../merge-screen/mergePayload';
import { useMarkNotDuplicate, useMergePair, usePair } from './api/duplicates';
import { nextCachedPair } from './pairCache';

export default function DuplicateMergePage() {
  const params = useParams();
  const a = Number(params.prevPadId);
  const b = Number(params.nextPadId);
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const pair = usePair(a, b);
  const merge = useMergePair();
  const notDuplicate = useMarkNotDuplicate();
  const sides = useMemo(
    () => (pair.data ? { prev: pair.data.original, next: pair.data.duplicate } : null),
    [pair.data],
  );

  const goOn = () => {
    const next = nextCachedPair(a, b);
    navigate(next ? paths.duplicateReport(next[0], next[1]) : paths.duplicateList());
  };

  if (pair.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  if (pair.error)
    return (
      <ErrorPage status={httpStatusOf(pair.error)} message={errorMessage(pair.error)} onRetry={() => pair.refetch()} />
    );

  const submit = async (payload: MergePayload) => {
    const merged = await merge.mutateAsync({ a, b, payload });
    notification.success({ title: 'Success!', description: `Merged into ${merged.name} (#${merged.id}).` });
    goOn();
  };

  const markNotDuplicate = async () => {
    try {
      await notDuplicate.mutateAsync({ a, b });
      notification.success({ title: 'Done!', description: 'Marked as not duplicate.' });
      goOn();
    } catch (error) {
      // Spec part 3 §8: the failure is 'Error {status}'.
      notifyError(error, `Error ${httpStatusOf(error) ?? ''}`.trim());
    }
  };

  return (
    <MergeScreen
      key={`${a}-${b}`}
      mode="duplicate"
      sides={sides!}
      onSubmit={submit}
      onNotDuplicate={markNotDuplicate}
      busy={merge.isPending || notDuplicate.isPending}
    />
  );
}
