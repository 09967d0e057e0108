import type { Kysely } from 'kysely';
import type { ContractType } from '../../../src/contracts/payConfigs.js';
import { CONTRACT_COUNTRIES, type ContractCountry } from '../../../src/domain/payConfigs/constants.js';
import type { Database } from '../../db/types/index.js';

/** Every contract type (the contract_types table of migration 0033), by country and key (spec 3 §3.2, §7 GET /config). */
export async function listContractTypes(db: Kysely<Database>): Promise<ContractType[]> {
  const rows = await db.selectFrom('contract_types').select(['id', 'country', 'key']).orderBy('country').orderBy('key').orderBy('id').execute();
  return rows
    .filter((row) => (CONTRACT_COUNTRIES as readonly string[]).includes(row.country))
    .map((row) => ({ id: Number(row.id), country: row.country as ContractCountry, key: row.key }));
}
