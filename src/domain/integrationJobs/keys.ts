/**
 * Spec 3 §3.3 "Import job request", §9 "Import keys": the file jobs of the jobs table and their static templates
 * (public/csv/<key>_template.csv, semicolon-separated, this header). The key spelling is the spec's contract
 * (contract_udpate, sic). Written once: the server checks a file's header against it, the console offers the templates.
 */
export const IMPORT_KEYS = ['contract_udpate', 'user_data_update', 'kpis_update', 'plcs_update', 'postes_update'] as const;
export type ImportKey = (typeof IMPORT_KEYS)[number];

/** The HRIS job's key (spec 3 §7). */
export const HRIS_KEY = 'hris';
export type IntegrationJobKey = ImportKey | typeof HRIS_KEY;

export const isImportKey = (value: string): value is ImportKey => (IMPORT_KEYS as readonly string[]).includes(value);

/** The columns of each template, in order (the file's header must name them, in any order). */
export const IMPORT_COLUMNS: Readonly<Record<ImportKey, readonly string[]>> = {
  contract_udpate: ['email', 'country', 'contract_type', 'weekly_hours', 'start_date', 'end_date'],
  user_data_update: ['email', 'first_name', 'last_name', 'phone', 'pay_identification_number'],
  kpis_update: ['shop_id', 'date', 'kpi', 'value'],
  plcs_update: ['email', 'acquired_days', 'taken_days'],
  postes_update: ['shop_id', 'name', 'pause_minutes'],
};

/** The static template of a key, served by the console (public/csv/). */
export const templatePath = (key: ImportKey) => `/csv/${key}_template.csv`;

/** An uploaded file: at most this many bytes and data lines (a 50,000-line contracts file is the bench's case). */
export const MAX_IMPORT_JOB_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_JOB_LINES = 50_000;

/** Lines applied per transaction (and per progress report). */
export const IMPORT_BATCH_LINES = 100;

/** The header's problems: the template's columns it lacks and the columns it has that the template has not. */
export function headerProblems(key: ImportKey, header: readonly string[]): { missing: string[]; unknown: string[] } {
  const expected = IMPORT_COLUMNS[key];
  const named = header.map((cell) => cell.toLowerCase());
  return { missing: expected.filter((column) => !named.includes(column)), unknown: named.filter((column) => column !== '' && !expected.includes(column)) };
}
