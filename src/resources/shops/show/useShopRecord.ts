import { useDataProvider } from 'react-admin';
import { useRecordQuery } from '../../../ui/useRecordQuery';
import type { ConsoleDataProvider } from '../../../dataProviders';

export const shopRecordKey = (id: string | number) => ['shop_record', String(id)];

/**
 * The shop page's record and flags (GET /super_admin/api/shops/{id}), reloaded when the id changes. 404 (an unknown
 * shop, or a shop of a deleted organisation) sends the user to /404; any other failure gives the toast
 * 'shop_page.errors.loading' (spec 2 §8) and the page shows the retry state.
 */
export function useShopRecord(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useRecordQuery({ queryKey: shopRecordKey(id), id, load: (signal) => dataProvider.getShopRecord(id, signal), loadingError: 'shop_page.errors.loading' });
}
