import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen loaded on first render from its own chunk (React.lazy on a named export), inside a
 * Suspense boundary that shows react-admin's loader meanwhile: screens and resources beyond the
 * home list stay out of the first-load JavaScript.
 */
export function lazyNamed<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Lazy = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  const Named = () => (
    <Suspense fallback={<Loading />}>
      <Lazy />
    </Suspense>
  );
  Named.displayName = `Lazy(${name})`;
  return Named;
}
