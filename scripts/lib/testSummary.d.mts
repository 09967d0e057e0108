export interface SuiteResult {
  name: string;
  ok: boolean;
  seconds: string;
}
/** One line per suite ("ok", "FAIL" or "not run"), then "N passed, N failed[, N not run]". */
export function testSummary(suites: readonly string[], results: readonly SuiteResult[]): string[];
