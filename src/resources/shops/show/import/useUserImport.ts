import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { UserImportError, UserImportResult } from '../../../../contracts/userImport';
import type { ConsoleDataProvider } from '../../../../dataProviders';
import { readApiError } from '../../../../dataProviders/apiError';

/** What a refused import shows: the error list of invalid_rows, or one message key for the whole file. */
export type ImportRefusal = { kind: 'rows'; errors: UserImportError[] } | { kind: 'file'; key: string };

const FILE_ERRORS = ['invalid_file', 'macro_enabled', 'file_too_large', 'too_many_lines', 'not_found'];

export function refusalOf(error: unknown): ImportRefusal {
  const { error: key, errors } = readApiError(error);
  if (key === 'invalid_rows' && errors.length > 0) return { kind: 'rows', errors: errors as UserImportError[] };
  return { kind: 'file', key: key && FILE_ERRORS.includes(key) ? key : 'generic' };
}

/** The upsert of spec 2 §7; on success the users lists (the shop's employees tab) reload. */
export function useUserImport(shopId: number) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<UserImportResult, unknown, File>({
    mutationFn: (file) => dataProvider.importShopUsers(shopId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
