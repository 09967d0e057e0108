import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { retryServerErrorsOnce } from '../../dataProviders/queryRetry';
import { compareEmails } from '../../domain/superAdminEmails';

export const SUPER_ADMINS_KEY = ['super_admin_users'] as const;

/** spec 1 §2.11: the super admins, sorted by e-mail. */
export function useSuperAdmins() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: SUPER_ADMINS_KEY,
    retry: retryServerErrorsOnce,
    queryFn: async ({ signal }) => (await dataProvider.getSuperAdmins(signal)).sort((a, b) => compareEmails(a.email, b.email)),
  });
}

/** PATCH users/bulk; the list is reloaded whatever the outcome (a partial success changed some users). */
export function useSetSuperAdmins() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (users: { email: string; super_admin: boolean }[]) => dataProvider.setSuperAdmins(users),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUPER_ADMINS_KEY }),
  });
}

