import { useDataProvider } from 'react-admin';
import { useRecordQuery } from '../../ui/useRecordQuery';
import type { ConsoleDataProvider } from '../../dataProviders';

/**
 * The light view's organisation (GET /super_admin/api/organisations/{id}), under its own cache key:
 * react-admin's `organisations` entries hold list rows and, later, the detail page's full record.
 * An unknown organisation goes to /404 (spec 1 §8); any other failure gives the loading-error toast.
 */
export function useOrganisationSummary(id: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useRecordQuery({ queryKey: ['organisations_light', id], id, load: (signal) => dataProvider.getOrganisationSummary(id, signal), loadingError: 'organisation_light.load_error' });
}
