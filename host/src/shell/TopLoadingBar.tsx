import { useQueryClient } from '@tanstack/react-query';
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

/**
 * One bar for route/remote code loads and react-query traffic. It follows the caches and the loading store
 * by subscription, not through React state: a re-render at the top of the app for every request that
 * starts or ends would interrupt (and restart) the router's transition render of the next screen, which
 * after signing in held the shell back until the last of its fifteen requests had answered.
 */
export function TopLoadingBar() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let shown = false;
    const update = () => {
      const busy = queryClient.isFetching() + queryClient.isMutating() + useLoadingStore.getState().pending > 0;
      if (busy === shown) return;
      shown = busy;
      if (busy) NProgress.start();
      else NProgress.done();
    };
    const unsubscribe = [
      queryClient.getQueryCache().subscribe(update),
      queryClient.getMutationCache().subscribe(update),
      useLoadingStore.subscribe(update),
    ];
    update();
    return () => {
      for (const stop of unsubscribe) stop();
      NProgress.done();
    };
  }, [queryClient]);
  return null;
}
