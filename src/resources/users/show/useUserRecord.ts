import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';

/** The user page's record (spec 2 §2.3); spec 2 §8: a 404 goes to /404, any other failure toasts 'loading_user'. */
export function useUserRecord(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['users', 'record', id], queryFn: ({ signal }) => dataProvider.getUserRecord(id, signal), retry: false });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if ((error as { status?: number }).status === 404) navigate('/404', { replace: true });
    else notify('users.errors.loading_user', { type: 'error' });
  }, [error, navigate, notify]);
  return query;
}
