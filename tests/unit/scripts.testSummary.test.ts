import { describe, expect, it } from 'vitest';
import { testSummary } from '../../scripts/lib/testSummary.mjs';

/** Issue 13: `npm test` stops at the first failure; the suites after it never ran and are not counted as failed. */
const SUITES = ['types', 'lint', 'console build', 'unit + components', 'api', 'security', 'end to end'];

describe('npm test summary', () => {
  it('reports the suites after a failure as not run: "1 passed, 1 failed, 5 not run"', () => {
    const lines = testSummary(SUITES, [
      { name: 'types', ok: true, seconds: '12.0' },
      { name: 'lint', ok: false, seconds: '20.5' },
    ]);
    expect(lines).toEqual([
      'ok   types (12.0 s)',
      'FAIL lint (20.5 s)',
      '--   console build (not run)',
      '--   unit + components (not run)',
      '--   api (not run)',
      '--   security (not run)',
      '--   end to end (not run)',
      '1 passed, 1 failed, 5 not run',
    ]);
  });

  it('ends with "N passed, N failed" when every suite ran', () => {
    const results = SUITES.map((name) => ({ name, ok: true, seconds: '1.0' }));
    expect(testSummary(SUITES, results).at(-1)).toBe('7 passed, 0 failed');
    const lastFails = results.map((result, index) => ({ ...result, ok: index < SUITES.length - 1 }));
    expect(testSummary(SUITES, lastFails).at(-1)).toBe('6 passed, 1 failed');
  });

  it('keeps the last line readable as "N passed, N failed" by CI', () => {
    const last = testSummary(SUITES, [{ name: 'types', ok: false, seconds: '3.0' }]).at(-1)!;
    expect(last).toMatch(/^(\d+) passed, (\d+) failed/);
    expect(last).toBe('0 passed, 1 failed, 6 not run');
  });
});
