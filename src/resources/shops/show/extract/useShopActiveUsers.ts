import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';

/** The shop's active users the extract offers. */
export function useShopActiveUsers(shopId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['clock_extract', 'users', shopId],
    queryFn: ({ signal }) => dataProvider.getShopActiveUsers(shopId, signal),
  });
}
