import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ConsoleDataProvider } from '../../../dataProviders';
import type { ShopChanges, ShopRecordAnswer } from '../../../dataProviders/superAdmin/shops';
import { shopRecordKey } from './useShopRecord';

/** The details tab's calls (spec 2 §7 "Shop") with their toasts (spec 2 §8). */
export function useShopActions(answer: ShopRecordAnswer) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id, name, organisationId } = answer.shop;
  const key = shopRecordKey(id);

  const save = useMutation({
    mutationFn: (changes: ShopChanges) => dataProvider.updateShopDetails(id, changes),
    onSuccess: (fresh) => {
      client.setQueryData(key, fresh);
      notify('shop_page.saved', { type: 'success' });
    },
    onError: () => notify('shop_page.errors.shop_edited_error', { type: 'error' }),
  });

  const remove = useMutation({
    mutationFn: () => dataProvider.deleteShop(id),
    onSuccess: (outcome) => {
      notify(outcome.deleted ? 'shop_page.delete.done' : 'shop_page.delete.request_sent', { type: outcome.deleted ? 'success' : 'info', messageArgs: { name } });
      if (!outcome.deleted) return;
      client.removeQueries({ queryKey: key });
      // spec 2 §2.2: back to the organisation page's shops tab
      navigate(`/organisations/${organisationId}/shops`);
    },
    onError: () => notify('shop_page.errors.delete', { type: 'error', messageArgs: { name } }),
  });

  const exclude = useMutation({
    mutationFn: () => dataProvider.excludeShopFromCashRecovery(id),
    onSuccess: () => {
      client.setQueryData<ShopRecordAnswer>(key, (old) => (old ? { ...old, can_exclude_from_cash_recovery: false, shop: { ...old.shop, excludedFromCashRecovery: true } } : old));
      notify('shop_page.cash_recovery.done', { type: 'success' });
    },
    // spec 2 §8: cash recovery failure is the generic error
    onError: () => notify('shop_page.errors.generic', { type: 'error' }),
  });

  return { save, remove, exclude };
}
