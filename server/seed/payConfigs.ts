import type { Kysely } from 'kysely';
import type { SoftwareKind } from '../../src/domain/payConfigs/constants.js';
import type { Dialect } from '../db/dialect.js';
import type { Database } from '../db/types/index.js';
import { softwareNameKey } from '../services/pay-configs/store.js';
import { insertBatches } from './batchInsert.js';
import type { SeedDataset } from './rows.js';
import { DEMO_PAYROLL_SOFTWARE, demoPayConfigs } from './tables/payConfigs.js';

/** Issue 29: the demo's payroll software (those not there yet) and the integrations of its organisations with badging shops. */
export async function seedPayConfigs(trx: Kysely<Database>, dialect: Dialect, data: SeedDataset, createdAt: string): Promise<void> {
  const existing = new Set((await trx.selectFrom('payroll_software').select('name_key').execute()).map((row) => row.name_key));
  const missing = DEMO_PAYROLL_SOFTWARE.filter((software) => !existing.has(softwareNameKey(software.name)));
  await insertBatches(
    trx,
    dialect,
    'payroll_software',
    missing.map((software) => ({ name: software.name, name_key: softwareNameKey(software.name), kind: software.kind, created_at: createdAt })),
  );
  const rows = await trx.selectFrom('payroll_software').select(['id', 'name_key', 'kind']).orderBy('id').execute();
  const idOf = (kind: SoftwareKind) => rows.find((row) => row.kind === kind)?.id;
  const ids = { silae: idOf('silae'), quadratus: idOf('quadratus'), custom: idOf('custom') };
  if (!ids.silae || !ids.quadratus || !ids.custom) return;
  const { pay_configs: configs, pay_config_shops: shops } = demoPayConfigs(data.organisations, data.shops, ids as Record<SoftwareKind, number>, createdAt);
  const taken = new Set((await trx.selectFrom('pay_configs').select('id').execute()).map((row) => row.id));
  const fresh = configs.filter((config) => !taken.has(config.id));
  const freshIds = new Set(fresh.map((config) => config.id));
  await insertBatches(trx, dialect, 'pay_configs', fresh);
  await insertBatches(trx, dialect, 'pay_config_shops', shops.filter((row) => freshIds.has(row.pay_config_id)));
}
