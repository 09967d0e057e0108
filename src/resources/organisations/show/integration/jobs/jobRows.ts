import type { IntegrationJobRun } from '../../../../../contracts/integrationJobs';
import { HRIS_KEY, type ImportKey } from '../../../../../domain/integrationJobs/keys';

/** A row of the jobs table (spec 3 §2.1): what its action opens. */
export type JobRow =
  | { id: string; kind: 'import'; key: ImportKey; label: string }
  | { id: string; kind: 'annualisation' | 'missions'; label: string }
  | { id: string; kind: 'hris'; hrisKey: string; label: string }
  | { id: string; kind: 'manual'; jobName: string; label: string };

/** The seven data-update jobs, in the spec's order (the table sorts them by label). */
export const DATA_UPDATE_JOBS = ['contract_udpate', 'user_data_update', 'annualisation', 'kpis_update', 'plcs_update', 'postes_update', 'missions'] as const;

/** The latest run of a row (runs come newest first); null for rows whose runs are another service's. */
export function latestRunOf(row: JobRow, runs: readonly IntegrationJobRun[]): IntegrationJobRun | null {
  if (row.kind === 'import') return runs.find((run) => run.key === row.key) ?? null;
  if (row.kind === 'hris') return runs.find((run) => run.key === HRIS_KEY && run.integration_id === row.hrisKey) ?? null;
  return null;
}

/** Rows by label, ascending or descending, in the console's language. */
export function sortedRows(rows: readonly JobRow[], order: 'asc' | 'desc', locale: string): JobRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...rows].sort((a, b) => collator.compare(a.label, b.label));
  return order === 'asc' ? sorted : sorted.reverse();
}
