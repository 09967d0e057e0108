import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../../../dataProviders';

/** The settings tab's data: the shop's settings answer and the predefined values, loaded together. */
export function useShopSettings(shopId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const settings = useQuery({
    queryKey: ['shops', shopId, 'settings'],
    queryFn: ({ signal }) => dataProvider.getShopSettings(shopId, signal),
    retry: false,
  });
  const predefined = useQuery({
    queryKey: ['shops', 'predefined_values'],
    queryFn: ({ signal }) => dataProvider.getShopPredefinedValues(signal),
    staleTime: Infinity,
    retry: false,
  });
  return { settings, predefined };
}
