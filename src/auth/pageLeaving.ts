/**
 * Whether the page is going away (a reload, a navigation): the browser then aborts the requests in flight, and an
 * aborted refresh or current_user call says nothing about the session. Issue 26: a reload in the middle of a refresh
 * cleared the stored tokens as if the session had ended; the next page now presents the refresh token again (the
 * server's rotation overlap answers it with the same pair).
 */
let leaving = false;

if (typeof window !== 'undefined') {
  const mark = () => {
    leaving = true;
  };
  window.addEventListener('beforeunload', mark);
  window.addEventListener('pagehide', mark);
  // back from the back-forward cache, or a navigation that was cancelled
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  window.addEventListener('focus', () => {
    leaving = false;
  });
}

export const isPageLeaving = (): boolean => leaving;

/** What a call whose answer was lost with the page resolves to: never settling, so nothing reacts to it. */
export const lostWithThePage = <T>(): Promise<T> => new Promise<T>(() => undefined);
