import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useLoadingStore } from '@pads/shared';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';

NProgress.configure({ showSpinner: false });

/** One bar for route/remote code loads and react-query traffic. */
export function TopLoadingBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const loadingCode = useLoadingStore((state) => state.pending);
  const busy = fetching + mutating + loadingCode > 0;
  useEffect(() => {
    if (busy) NProgress.start();
    else NProgress.done();
  }, [busy]);
  return null;
}
