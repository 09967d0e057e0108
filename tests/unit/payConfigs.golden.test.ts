import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPayrollFile } from '../../src/domain/payConfigs/export';
import { CUSTOM_CONFIG, QUADRATUS_CONFIG, SILAE_CONFIG, shopMonth } from './payConfigs/fixture';

/**
 * Issue 29: the golden files fix the bytes of the payroll file for Silae, Quadratus and a custom software, from the
 * fixture's shop-month; a change of output is a visible diff. Regenerate deliberately with
 * `UPDATE_PAYROLL_GOLDEN=1 npx vitest run --project unit tests/unit/payConfigs.golden.test.ts` and review the diff.
 */
const GOLDEN = join(__dirname, 'payConfigs', 'golden');
const update = process.env.UPDATE_PAYROLL_GOLDEN === '1';

describe('payroll file golden files', () => {
  it.each([
    ['silae.csv', SILAE_CONFIG, 'Paie_Silae_2026-05-01_2026-05-31.csv', 'text/csv; charset=utf-8'],
    ['quadratus.txt', QUADRATUS_CONFIG, 'Paie_Quadratus_2026-05-01_2026-05-31.txt', 'text/plain; charset=windows-1252'],
    ['custom.csv', CUSTOM_CONFIG, 'Export_Maison_2026-05-01_2026-05-31.csv', 'text/csv; charset=utf-8'],
  ])('%s', async (golden, config, fileName, mimeType) => {
    const file = await buildPayrollFile(config, shopMonth());
    expect([file.fileName, file.mimeType]).toEqual([fileName, mimeType]);
    const path = join(GOLDEN, golden);
    if (update) writeFileSync(path, file.bytes);
    expect(update).toBe(false);
    expect(Buffer.from(file.bytes).equals(readFileSync(path))).toBe(true);
  });
});
