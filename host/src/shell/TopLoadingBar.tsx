import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useLoadingStore } from '@pads/shared';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useEffect } from 'react';

// NProgress's default template marks its bar role="bar", which is no ARIA role (an accessibility error);
// this one is the same markup as a labelled progress bar, found by its class instead.
NProgress.configure({
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" role="progressbar" aria-label="Loading"><div class="peg"></div></div>',
});

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
