import { useDataProvider } from 'react-admin';
import { useRecordQuery } from '../../../ui/useRecordQuery';
import type { ConsoleDataProvider } from '../../../dataProviders';

/** The user page's record (spec 2 §2.3); spec 2 §8: a 404 goes to /404, any other failure toasts 'loading_user'. */
export function useUserRecord(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useRecordQuery({ queryKey: ['users', 'record', id], id, load: (signal) => dataProvider.getUserRecord(id, signal), loadingError: 'users.errors.loading_user' });
}
