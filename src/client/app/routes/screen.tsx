import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { PageLoader } from '../PageLoader';

/** A lazily loaded screen from a named export, so each area is its own chunk. */
export function screen<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

/** A route element: the component, with the page loader while its chunk arrives. */
export function element(Component: ComponentType) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Component />
    </Suspense>
  );
}
