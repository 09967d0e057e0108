import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import type { EventsScope } from '../../dataProviders/events';
import { retryServerErrorsOnce } from '../../dataProviders/queryRetry';

/**
 * The scope's managers and employees (spec 2 §4: the events history's first load waits for them): the user filter's
 * choices, and the names of the user column. Settled (`ready`) once they arrived or failed; a failure leaves the filter empty.
 */
export function useEventUsers(scope: EventsScope) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const query = useQuery({
    queryKey: ['events_history', 'users', scope.type, scope.id],
    queryFn: ({ signal }) => dataProvider.getEventUsers(scope, signal),
    retry: retryServerErrorsOnce,
    refetchOnWindowFocus: false,
  });
  const users = useMemo(() => query.data ?? [], [query.data]);
  const names = useMemo(() => new Map(users.map((user) => [user.id, user.name])), [users]);
  return { users, names, ready: !query.isPending };
}
