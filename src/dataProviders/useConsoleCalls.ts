import { useContext } from 'react';
import { DataProviderContext } from 'react-admin';
import type { ConsoleDataProvider } from './index';

/**
 * The console's data provider as given to <Admin>, without useDataProvider's proxy. That proxy runs
 * authProvider.checkError on every failure and, when it logs out, RESOLVES the call with
 * `{data: []}` or `{data: {}}`, which custom methods (answers of other shapes) would take for a
 * success. Screens that handle a 401 themselves (spec 1 §6: feature-flag updates) use this; the
 * refresh and one retry on 401 still happen in http.ts.
 */
export function useConsoleCalls(): ConsoleDataProvider {
  const dataProvider = useContext(DataProviderContext);
  if (!dataProvider) throw new Error('useConsoleCalls must be used inside <Admin>');
  return dataProvider as unknown as ConsoleDataProvider;
}

/** For useQuery's retry: a client error (4xx) is final; a network or server failure is tried once more. */
export function retryServerErrorsOnce(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return failureCount < 1 && !(typeof status === 'number' && status >= 400 && status < 500);
}
