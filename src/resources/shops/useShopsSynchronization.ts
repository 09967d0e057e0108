import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCanAccess, useDataProvider, useNotify } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import {
  INITIAL_SHOPS_SYNCHRONIZATION,
  isSynchronizeButtonDisabled,
  shopsSynchronizationReducer,
  type ShopsSynchronizationEvent,
  type ShopsSynchronizationState,
} from '../../domain/shopsSynchronization';
import { useConfirm } from '../../ui/ConfirmProvider';

// The state lives in the query cache so that both lists share it for the life of the page.
const STATE_KEY = ['console', 'shopsSynchronization'] as const;

/**
 * The shops synchronisation of spec 1 §4: confirmation, then the call; the button stays disabled
 * while it runs and after it started, and is enabled again only after an error.
 */
export function useShopsSynchronization() {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const confirm = useConfirm();
  const { canAccess = false, isPending: checking } = useCanAccess({ resource: 'shops', action: 'synchronize' });
  const current = useCallback(() => queryClient.getQueryData<ShopsSynchronizationState>(STATE_KEY) ?? INITIAL_SHOPS_SYNCHRONIZATION, [queryClient]);
  const { data: state = INITIAL_SHOPS_SYNCHRONIZATION } = useQuery({
    queryKey: STATE_KEY,
    // A global refresh must not reset the machine: "fetching" answers the state already held.
    queryFn: current,
    initialData: current,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const dispatch = useCallback(
    (event: ShopsSynchronizationEvent) => {
      const next = shopsSynchronizationReducer(current(), event);
      queryClient.setQueryData(STATE_KEY, next);
      return next;
    },
    [current, queryClient],
  );

  const synchronize = async () => {
    if (isSynchronizeButtonDisabled(current())) return;
    const confirmed = await confirm({
      title: 'synchronization.confirm_title',
      content: 'synchronization.confirm_warning',
      confirm: 'synchronization.continue',
      cancel: 'synchronization.cancel',
      confirmColor: 'warning',
    });
    if (!confirmed || dispatch({ type: 'start', allowed: canAccess }) !== 'running') return;
    try {
      await dataProvider.synchronizeShops();
      dispatch({ type: 'succeeded' });
      notify('synchronization.started', { type: 'success' });
    } catch {
      dispatch({ type: 'failed' });
      notify('synchronization.failed', { type: 'error' });
    }
  };

  return { state, visible: !checking && canAccess, disabled: isSynchronizeButtonDisabled(state), synchronize };
}
