// /dashboard/reports/duplicate-report/{prevPadId}/{nextPadId}: the merge screen in duplicate mode (spec
// part 3 §2, §4, §8): the first pad is the original, the second the duplicate. After a merge or a
// 'Mark as NOT duplicate' the next pair of the cached list opens, or the list when none remain. While the screen is
// open its admin holds the pair's claim (issue 35): another admin sees it read-only, with Take over, and the next
// pair passes over those others are reviewing. A merge offers Undo.
import {
  claimOn,
  httpStatusOf,
  notifyDone,
  notifyError,
  paths,
  RecordLoadFailure,
  useClaims,
  useClearAreaOnLeave,
  WithRouteIds,
} from '@pads/shared';
import { Spin } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { MergeScreen } from '../../merge-screen/MergeScreen';
import type { MergePayload } from '../../merge-screen/mergePayload';
import { useMergeSuccess } from '../../merge-screen/useMergeSuccess';
import { useMarkNotDuplicate, useMergePair, usePair } from './api/duplicates';
import { nextCachedPair } from './pairCache';
import { useItemClaim } from '../../claims/api/itemClaim';
import { ClaimBanner } from '../../claims/ClaimBanner';
import { ReadOnlyArea } from '../../claims/ReadOnlyArea';

export default function DuplicateMergePage() {
  return (
    <WithRouteIds names={['prevPadId', 'nextPadId']} entity="duplicatePair">
      {({ prevPadId, nextPadId }) => <DuplicateMerge a={prevPadId} b={nextPadId} />}
    </WithRouteIds>
  );
}

function DuplicateMerge({ a, b }: { a: number; b: number }) {
  const navigate = useNavigate();
  const mergeSuccess = useMergeSuccess();
  // The pair screen has no list of its own: leaving the reports area from here clears the duplicates' filters
  // and cached pairs too (spec part 3 §4).
  useClearAreaOnLeave(paths.reports());
  const pair = usePair(a, b);
  const merge = useMergePair();
  const notDuplicate = useMarkNotDuplicate();
  const claim = useItemClaim({ kind: 'pair', a, b });
  const claims = useClaims();
  const sides = useMemo(
    () => (pair.data ? { prev: pair.data.original, next: pair.data.duplicate } : null),
    [pair.data],
  );

  const goOn = () => {
    const me = claim.claim?.admin.id;
    const next = nextCachedPair(a, b, ([x, y]) => {
      const held = claimOn(claims.data, 'pair', x, y);
      return Boolean(held && held.admin.id !== me);
    });
    navigate(next ? paths.duplicateReport(next[0], next[1]) : paths.duplicateList());
  };

  if (pair.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  if (pair.error) return <RecordLoadFailure entity="duplicatePair" error={pair.error} onRetry={() => pair.refetch()} />;

  const submit = async (payload: MergePayload) => {
    const merged = await merge.mutateAsync({ a, b, payload });
    // Undone, the pair is back: its screen opens again.
    mergeSuccess(merged.data.id, merged.undo, () => {
      void pair.refetch();
      navigate(paths.duplicateReport(a, b));
    });
    goOn();
  };

  const markNotDuplicate = async () => {
    try {
      await notDuplicate.mutateAsync({ a, b });
      notifyDone();
      goOn();
    } catch (error) {
      // Spec part 3 §8: the failure is 'Error {status}'.
      notifyError(error, `Error ${httpStatusOf(error) ?? ''}`.trim());
    }
  };

  return (
    <>
      <ClaimBanner state={claim} onNext={goOn} />
      <ReadOnlyArea readOnly={claim.mine === false}>
        <MergeScreen
          key={`${a}-${b}`}
          mode="duplicate"
          sides={sides!}
          onSubmit={submit}
          onNotDuplicate={markNotDuplicate}
          busy={merge.isPending || notDuplicate.isPending}
        />
      </ReadOnlyArea>
    </>
  );
}
