import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';

/** Whether a page address's id can name a record (a positive integer): '/organisations/abc' names none. */
export const isRecordId = (id: string): boolean => /^[1-9]\d{0,15}$/.test(id);

interface RecordQueryOptions<T> {
  queryKey: QueryKey;
  /** the id of the page's address */
  id: string;
  load: (signal: AbortSignal) => Promise<T>;
  /** the toast of any failure but a 404 (spec 2 §8) */
  loadingError: string;
}

/**
 * A record page's query, written once (spec 1 §8, spec 2 §8): an address whose id names no record, or a 404, sends the
 * user to /404 without a retry state (issue 28: '/organisations/abc' showed a retry error); any other failure gives
 * the page's loading toast, and the page shows its retry state.
 */
export function useRecordQuery<T>({ queryKey, id, load, loadingError }: RecordQueryOptions<T>) {
  const notify = useNotify();
  const navigate = useNavigate();
  const valid = isRecordId(id);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => load(signal), retry: false, enabled: valid });
  const { error } = query;
  useEffect(() => {
    if (!valid) navigate('/404', { replace: true });
    else if (error) {
      if ((error as { status?: number }).status === 404) navigate('/404', { replace: true });
      else notify(loadingError, { type: 'error' });
    }
  }, [valid, error, navigate, notify, loadingError]);
  return query;
}
