// Accept or ignore a report, with the product's messages; an accepted pad report reopens the page with
// tab=contact&edit_mode=true (spec part 2 §2).
import { notifyDone, notifyError } from '@pads/shared';
import { useSearchParams } from 'react-router-dom';
import { useResolveRevision } from './api/reports';
import { reportActions } from './reportActions';

export function useReportResolution(padId: number) {
  const resolve = useResolveRevision(padId);
  const [, setParams] = useSearchParams();
  const run = async (revision: { id: number; type: number }, resolution: 'accept' | 'ignore') => {
    try {
      const answer = await resolve.mutateAsync({ revision, resolution });
      notifyDone(answer?.message);
      if (resolution === 'accept' && reportActions(revision.type).thenEditContact)
        setParams({ tab: 'contact', edit_mode: 'true' }, { replace: true });
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };
  return { run, busy: resolve.isPending };
}
