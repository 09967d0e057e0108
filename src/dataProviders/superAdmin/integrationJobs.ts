import type { HrisKeysAnswer, IntegrationJobRun, IntegrationJobRunsAnswer, RunHrisJobBody, RunIntegrationJobAnswer } from '../../contracts/integrationJobs';
import type { ImportKey } from '../../domain/integrationJobs/keys';
import type { HttpClient } from '../http';
import { tracedCall } from '../tracer';

/** The jobs table's calls (spec 3 §7, issue 31): HRIS keys, the organisation's runs, starting a file or HRIS job. */
export function integrationJobsMethods(base: string, http: HttpClient) {
  return {
    async hrisIntegrationKeys(organisationId: number, signal?: AbortSignal): Promise<string[]> {
      const { json } = await http<HrisKeysAnswer>(`${base}/integrations/hris_integration_keys/${organisationId}`, { signal });
      return json.data;
    },
    /** The organisation's latest file and HRIS runs, newest first. */
    async integrationJobRuns(organisationId: number, signal?: AbortSignal): Promise<IntegrationJobRun[]> {
      const { json } = await http<IntegrationJobRunsAnswer>(`${base}/organisations/${organisationId}/integration_jobs`, { signal });
      return json.data;
    },
    /** Starts a file job (spec 3 §3.3 "Import job request"): the job to follow. */
    runImportJob: tracedCall('integration_jobs', 'runImportJob', async (requestId, organisationId: number, key: ImportKey, file: File, date?: string) => {
      const body = new FormData();
      body.append('organisation_id', String(organisationId));
      body.append('key', key);
      if (date) body.append('date', date);
      body.append('file', file, file.name);
      const { json } = await http<RunIntegrationJobAnswer>(`${base}/integrations/integrations/run_integration_job`, { method: 'POST', body, requestId });
      return json.job;
    }),
    /** Starts an HRIS job. */
    runHrisJob: tracedCall('integration_jobs', 'runHrisJob', async (requestId, payload: RunHrisJobBody) => {
      const { json } = await http<RunIntegrationJobAnswer>(`${base}/integrations/integrations/run_integration_job`, { method: 'POST', body: payload, requestId });
      return json.job;
    }),
    /** A run's refused lines as CSV (formulas neutralised by the server). */
    async integrationJobErrorsCsv(jobId: number, signal?: AbortSignal): Promise<string> {
      const { json } = await http<string>(`${base}/integrations/integration_jobs/${jobId}/errors.csv`, { accept: 'text/csv', signal });
      return json;
    },
  };
}
