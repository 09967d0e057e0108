import type {
  AdministratorsAnswer,
  AnnualizationBalancesAnswer,
  AnnualizationBalancesBody,
  AnnualizationConfigsAnswer,
  AutomaticJobsAnswer,
  ContactsAnswer,
  ManualLaunchBody,
  MissionsAnswer,
} from '../../contracts/integrationLaunches';
import type { StartedJob } from '../../contracts/jobs';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** Issue 31, the launches side of the integration jobs tab (spec 3 §7); the mutations traced. `base` is the super-admin API's root. */
export function integrationLaunchesMethods(base: string, http: HttpClient) {
  const organisation = (id: number) => `${base}/organisations/${encodeURIComponent(String(id))}`;
  return {
    async getOrganisationAdministrators(organisationId: number, signal?: AbortSignal): Promise<AdministratorsAnswer['data']> {
      const { json } = await http<AdministratorsAnswer>(`${base}/users/administrators`, { query: { organisation_id: organisationId }, signal });
      return json.data;
    },
    async getOrganisationContacts(organisationId: number, signal?: AbortSignal): Promise<ContactsAnswer['contacts']> {
      const { json } = await http<ContactsAnswer>(`${organisation(organisationId)}/contacts`, { signal });
      return json.contacts;
    },
    updateOrganisationContacts: tracedCall('organisations', 'updateContacts', async (requestId, organisationId: number, hrisKey: string, ids: number[]) => {
      const { json } = await http<ContactsAnswer>(`${organisation(organisationId)}/contacts`, { method: 'PATCH', body: { contacts: { hris_integrations: { [hrisKey]: ids } } }, requestId });
      return json.contacts;
    }),
    async getAutomaticJobs(organisationId: number, signal?: AbortSignal): Promise<AutomaticJobsAnswer['data'][string]> {
      const { json } = await http<AutomaticJobsAnswer>(`${base}/integrations/automatic_jobs`, { query: { organisation_id: organisationId }, signal });
      return json.data[String(organisationId)] ?? [];
    },
    launchAutomaticJob: tracedCall('organisations', 'launchAutomaticJob', async (requestId, body: ManualLaunchBody) => {
      const { json } = await http<StartedJob>(`${base}/integrations/automatic_jobs/manual_launch`, { method: 'POST', body, requestId });
      return json.job;
    }),
    uploadMissions: tracedCall('organisations', 'uploadMissions', async (requestId, organisationId: number, shopIds: number[], file: File) => {
      const body = new FormData();
      body.append('file', file, file.name);
      const { json } = await http<MissionsAnswer>(`${organisation(organisationId)}/missions`, { method: 'POST', query: { shopIds: shopIds.join(',') }, body, requestId });
      return json;
    }),
    async getAnnualizationConfigs(organisationId: number, userIds: number[], signal?: AbortSignal): Promise<AnnualizationConfigsAnswer['config_per_user']> {
      const { json } = await http<AnnualizationConfigsAnswer>(`${organisation(organisationId)}/annualization_configs`, { query: { user_ids: userIds.join(',') }, signal });
      return json.config_per_user;
    },
    updateAnnualizationBalances: tracedCall('organisations', 'updateAnnualizationBalances', async (requestId, organisationId: number, body: AnnualizationBalancesBody) => {
      const { json } = await http<AnnualizationBalancesAnswer>(`${organisation(organisationId)}/annualization_balances`, { method: 'POST', body, requestId });
      return json;
    }),
  };
}
