import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useRuntimeConfig } from '../../../config/RuntimeConfigContext';
import type { ConsoleDataProvider } from '../../../dataProviders';
import { readApiError } from '../../../dataProviders/apiError';
import { impersonationErrorMessage } from '../../../domain/impersonationError';
import { leaveConsoleFor } from './browserNavigation';

/**
 * "See the site as" a customer user (spec 1 §4): an impersonation token, then the main
 * application's home address for it, then the browser leaves for that address. Failures show
 * the alert toast of spec 1 §8. Every screen that impersonates uses this hook.
 */
export function useImpersonate() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const { productName } = useRuntimeConfig();
  const mutation = useMutation({
    mutationFn: async (userId: number | string) => dataProvider.homeUrl(await dataProvider.impersonate(userId)),
    onSuccess: (url) => leaveConsoleFor(url),
    onError: (error) => {
      const message = impersonationErrorMessage(readApiError(error), productName);
      notify(message.key, { type: 'error', messageArgs: message.params });
    },
  });
  return {
    impersonate: mutation.mutate,
    isPending: mutation.isPending,
    /** the user being impersonated while the calls run (the page is about to leave after success) */
    pendingUserId: mutation.isPending || mutation.isSuccess ? mutation.variables : undefined,
  };
}
