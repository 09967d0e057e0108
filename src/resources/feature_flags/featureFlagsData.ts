import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useNotify, useRedirect } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { readApiError } from '../../dataProviders/apiError';
import { retryServerErrorsOnce } from '../../dataProviders/queryRetry';
import type { DevFlag, FeatureFlags, NewFlag, ProductFlag } from '../../dataProviders/superAdmin/featureFlags';

export const FEATURE_FLAGS_KEY = ['feature_flags'] as const;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export function useFeatureFlags() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: FEATURE_FLAGS_KEY,
    queryFn: ({ signal }) => dataProvider.getFeatureFlags(signal),
    retry: retryServerErrorsOnce,
  });
}

/**
 * spec 1 §6, §8: a 401 gives the unauthorised toast and goes home; so does a 403 (our API's answer when
 * the permission was withdrawn meanwhile); any other failure gives the loading-error toast.
 */
export function useFlagFailure() {
  const notify = useNotify();
  const redirect = useRedirect();
  return useCallback(
    (error: unknown) => {
      const { status } = readApiError(error);
      if (status === 401 || status === 403) {
        notify('notifications.unauthorised', { type: 'error' });
        redirect('/');
      } else {
        notify('feature_flags.notifications.loading_error', { type: 'error' });
      }
    },
    [notify, redirect],
  );
}

/** Puts a flag the server answered into the cached lists (replacing the one of the same name, or adding it). */
function useStoreFlag() {
  const queryClient = useQueryClient();
  return useCallback(
    (list: 'feature_flags' | 'feature_flags_dev', flag: ProductFlag | DevFlag) =>
      queryClient.setQueryData<FeatureFlags>(FEATURE_FLAGS_KEY, (old) => {
        if (!old) return old;
        const others = (old[list] as (ProductFlag | DevFlag)[]).filter((item) => item.name !== flag.name);
        return { ...old, [list]: [...others, flag].sort(byName) };
      }),
    [queryClient],
  );
}

export function useUpdateProductFlag() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const store = useStoreFlag();
  const notify = useNotify();
  const onError = useFlagFailure();
  return useMutation({
    mutationFn: (flag: Pick<ProductFlag, 'name' | 'languages' | 'sectors'>) => dataProvider.updateProductFlag(flag),
    onSuccess: (flag) => {
      store('feature_flags', flag);
      notify('feature_flags.notifications.updated', { type: 'success', messageArgs: { name: flag.name } });
    },
    onError,
  });
}

export function useUpdateDevFlag() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const store = useStoreFlag();
  const notify = useNotify();
  const onError = useFlagFailure();
  return useMutation({
    mutationFn: (flag: Parameters<ConsoleDataProvider['updateDevFlag']>[0]) => dataProvider.updateDevFlag(flag),
    onSuccess: (flag) => {
      store('feature_flags_dev', flag);
      notify('feature_flags.notifications.updated', { type: 'success', messageArgs: { name: flag.name } });
    },
    onError,
  });
}

export type NewFlagKind = 'product' | 'dev' | 'canary';

/** Creation; the caller handles errors (a 409 shows on the name field). */
export function useCreateFlag(kind: NewFlagKind) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const store = useStoreFlag();
  const notify = useNotify();
  return useMutation({
    mutationFn: (flag: NewFlag): Promise<ProductFlag | DevFlag> =>
      kind === 'product' ? dataProvider.createProductFlag(flag) : dataProvider.createDevFlag(flag),
    onSuccess: (flag) => {
      store(kind === 'product' ? 'feature_flags' : 'feature_flags_dev', flag);
      notify('feature_flags.notifications.created', { type: 'success', messageArgs: { name: flag.name } });
    },
  });
}
