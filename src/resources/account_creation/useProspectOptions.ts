import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProviders';

/** The steps, pack offers and can_link_without_pay the prospects list answers (spec 2 §3), fetched once a page. */
export function useProspectOptions() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({ queryKey: ['prospects', 'options'], queryFn: ({ signal }) => dataProvider.prospectOptions(signal), staleTime: 5 * 60_000 });
}
