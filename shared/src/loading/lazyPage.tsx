import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { LoadingFallback } from './LoadingFallback';

/** Route element for a code-split page: `element: lazyPage(() => import('./features/x/XPage'))`. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(load);
  return (
    <Suspense fallback={<LoadingFallback />}>
      <Page />
    </Suspense>
  );
}
