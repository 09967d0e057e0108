import { createContext, useContext, useEffect } from 'react';

/** How a tab tells its tabbed page whether it holds unsaved changes. */
export const UnsavedChangesContext = createContext<(dirty: boolean) => void>(() => undefined);

/**
 * For a tab's form: while `dirty` is true, leaving the tab asks "Stay on page / Continue" first
 * (spec 1 §4). The tab leaving the page clears it.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
}
