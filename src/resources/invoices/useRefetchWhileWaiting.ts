import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import type { ChargeRow } from '../../contracts/charges';

/** How often a page with a 'waiting' row asks again (issue 18). */
export const WAITING_REFETCH_MS = 2000;

/**
 * Spec 2 §4: a row is 'waiting' until its document is ready (visible). While a row of the page waits, the list is
 * fetched again every 2 s; it stops when none waits, or when the table goes away.
 */
export function useRefetchWhileWaiting(): void {
  const { data, refetch } = useListContext<ChargeRow>();
  const waiting = (data ?? []).some((row) => !row.visible);
  const latestRefetch = useRef(refetch);
  useEffect(() => {
    latestRefetch.current = refetch;
  });
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => void latestRefetch.current(), WAITING_REFETCH_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}
