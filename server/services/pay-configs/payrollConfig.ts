import type { Kysely } from 'kysely';
import type { PayConfigSettings } from '../../../src/contracts/payConfigs.js';
import type { PayrollConfig } from '../../../src/domain/payConfigs/export/index.js';
import type { Database, PayrollSoftwareRow } from '../../db/types/index.js';
import { AppError } from '../../http/errors.js';
import { findSoftware, softwareKindOf } from './store.js';

/** What the payroll-file generator reads of a config: its settings, its name, its software (the download's and the automated report's). */
export const payrollConfig = (settings: PayConfigSettings, name: string, software: PayrollSoftwareRow): PayrollConfig => ({
  ...settings,
  name,
  software_kind: softwareKindOf(software.kind),
  software_name: software.name,
});

export async function softwareOf(db: Kysely<Database>, id: number): Promise<PayrollSoftwareRow> {
  const software = await findSoftware(db, id);
  if (!software) throw new AppError(422, 'unknown_payroll_software', `No payroll software ${id}.`, [{ path: 'payroll_software', message: 'is not a payroll software' }]);
  return software;
}
