import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../dataProviders';

/**
 * The light view's organisation (GET /super_admin/api/organisations/{id}), under its own cache key:
 * react-admin's `organisations` entries hold list rows and, later, the detail page's full record.
 * An unknown organisation goes to /404 (spec 1 §8); any other failure gives the loading-error toast.
 */
export function useOrganisationSummary(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['organisations_light', id],
    queryFn: ({ signal }) => dataProvider.getOrganisationSummary(id, signal),
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if ((error as { status?: number }).status === 404) navigate('/404', { replace: true });
    else notify('organisation_light.load_error', { type: 'error' });
  }, [error, navigate, notify]);
  return query;
}
