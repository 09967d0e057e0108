import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';
import { retryServerErrorsOnce } from '../../dataProviders/queryRetry';
import { EVENT_TYPES } from '../../domain/events/subtypes';

export interface SubtypeChoice {
  type: string;
  subtype: string;
}

/** The subtypes the filter offers, by category: the service's list, the console's catalogue until it answers (or if it fails). */
export function useEventSubtypes(): SubtypeChoice[] {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    queryKey: ['events_history', 'subtypes'],
    queryFn: ({ signal }) => dataProvider.getEventSubtypes(signal),
    retry: retryServerErrorsOnce,
    staleTime: Infinity,
  });
  const types: Record<string, readonly string[]> = data && Object.keys(data).length > 0 ? data : EVENT_TYPES;
  return Object.entries(types).flatMap(([type, subtypes]) => subtypes.map((subtype) => ({ type, subtype })));
}
