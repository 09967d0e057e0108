// The summary `npm test` prints: one line per suite, then the counts. A suite after the first failure never ran:
// it is "not run", not failed. The last line keeps the form "N passed, N failed" (CI reads it), with ", N not run"
// when some did not run.

/**
 * @param {string[]} suites every suite's name, in order
 * @param {{name: string, ok: boolean, seconds: string}[]} results the suites that ran, in order
 * @returns {string[]}
 */
export function testSummary(suites, results) {
  const ran = new Map(results.map((result) => [result.name, result]));
  const lines = suites.map((name) => {
    const result = ran.get(name);
    if (!result) return `--   ${name} (not run)`;
    return `${result.ok ? 'ok  ' : 'FAIL'} ${name} (${result.seconds} s)`;
  });
  const passed = results.filter((result) => result.ok).length;
  const failed = results.length - passed;
  const notRun = suites.length - results.length;
  lines.push(`${passed} passed, ${failed} failed${notRun > 0 ? `, ${notRun} not run` : ''}`);
  return lines;
}
