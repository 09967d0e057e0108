import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';

/** The browser tab's title (issue 15): "<page or record> · <product>", the product alone when there is no page title. */
export function documentTitle(page: string | null | undefined, productName: string): string {
  const trimmed = page?.trim();
  return trimmed ? `${trimmed} · ${productName}` : productName;
}

/** Gives the browser tab the title of a page drawn without the shell (sign-in, guest error page). */
export function useDocumentTitle(page: string | null | undefined): void {
  const { productName } = useRuntimeConfig();
  useEffect(() => {
    document.title = documentTitle(page, productName);
  }, [page, productName]);
}

/**
 * Inside the shell every screen writes its title into the app bar (react-admin's <Title>, the
 * lists' title prop): the tab follows that text, so no screen has to set it twice. Returns the
 * ref to put on the app bar's title element.
 */
export function useDocumentTitleFollowing(): (element: HTMLElement | null) => void {
  const { productName } = useRuntimeConfig();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!container) return undefined;
    const update = () => {
      document.title = documentTitle(container.textContent, productName);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [container, productName]);
  return setContainer;
}
