import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '@blueprintjs/core';

/** A page loaded on demand, with a spinner while its chunk arrives. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <div className="page-center">
            <Spinner size={32} />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
};
