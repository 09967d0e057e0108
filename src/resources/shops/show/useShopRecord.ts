import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';

export const shopRecordKey = (id: string | number) => ['shop_record', String(id)];

/**
 * The shop page's record and flags (GET /super_admin/api/shops/{id}), reloaded when the id changes. 404 (an unknown
 * shop, or a shop of a deleted organisation) sends the user to /404; any other failure gives the toast
 * 'shop_page.errors.loading' (spec 2 §8) and the page shows the retry state.
 */
export function useShopRecord(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: shopRecordKey(id),
    queryFn: ({ signal }) => dataProvider.getShopRecord(id, signal),
    retry: false,
  });
  const { error } = query;
  useEffect(() => {
    if (!error) return;
    if ((error as { status?: number }).status === 404) navigate('/404', { replace: true });
    else notify('shop_page.errors.loading', { type: 'error' });
  }, [error, navigate, notify]);
  return query;
}
