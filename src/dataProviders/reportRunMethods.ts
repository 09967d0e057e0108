import type { ReportRun } from '../contracts/reportRuns';
import type { HttpClient } from './http';
import { tracedCall } from './tracer';

export interface ReportRunFileDownload {
  blob: Blob;
  fileName: string;
}

/**
 * The automated report runs of an integration (issue 30, pay-config service): the history, a run's file, and run now.
 * `payConfigUrl` is the service's base. Every call names the organisation, so another one's integration answers 404.
 */
export function reportRunMethods(payConfigUrl: string, http: HttpClient) {
  const runsOf = (configId: string) => `${payConfigUrl}/pay_configs/${encodeURIComponent(configId)}/report_runs`;
  return {
    async getReportRuns(configId: string, organisationId: number, signal?: AbortSignal): Promise<ReportRun[]> {
      const { json } = await http<ReportRun[]>(runsOf(configId), { query: { organisation_id: organisationId }, signal });
      return Array.isArray(json) ? json : [];
    },
    async downloadReportRunFile(configId: string, organisationId: number, runId: number, file: { id: number; file_name: string }): Promise<ReportRunFileDownload> {
      const { json } = await http<Blob>(`${runsOf(configId)}/${runId}/files/${file.id}`, {
        query: { organisation_id: organisationId },
        accept: 'text/csv',
        // read as bytes: the answer is a Blob whatever its type (a .zip, an .xlsx, a .csv)
        onDownloadProgress: () => undefined,
      });
      return { blob: json, fileName: file.file_name };
    },
    runReportNow: tracedCall('pay_configs', 'run_report', async (requestId, configId: string, organisationId: number): Promise<ReportRun> => {
      const { json } = await http<ReportRun>(runsOf(configId), { method: 'POST', body: { organisation_id: organisationId }, requestId });
      return json;
    }),
  };
}
