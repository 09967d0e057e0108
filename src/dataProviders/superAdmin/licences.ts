import type { License, LicenseUpdate, UpdatedLicense } from '../../contracts/licences';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

export type { License, LicenseUpdate, UpdatedLicense };

/** The licences calls of spec 2 §7 (organisation licences tab); the mutation traced. `base` is the super-admin API's root. */
export function licencesMethods(base: string, http: HttpClient) {
  const licencesUrl = (organisationId: number) => `${base}/organisations/${encodeURIComponent(String(organisationId))}/licenses`;
  return {
    /** The organisation's licences, by position. */
    async getOrganisationLicences(organisationId: number, signal?: AbortSignal): Promise<License[]> {
      const { json } = await http<{ licenses?: License[] }>(licencesUrl(organisationId), { signal });
      return Array.isArray(json?.licenses) ? json.licenses : [];
    },
    /** Shows or hides (or activates) one licence. */
    updateOrganisationLicence: tracedCall('licenses', 'update', async (requestId, organisationId: number, licenceId: number, changes: LicenseUpdate) => {
      const { json } = await http<UpdatedLicense>(`${licencesUrl(organisationId)}/${encodeURIComponent(String(licenceId))}`, {
        method: 'PATCH',
        body: changes,
        requestId,
      });
      return json;
    }),
  };
}
