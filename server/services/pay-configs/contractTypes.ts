import type { Kysely } from 'kysely';
import type { ContractType } from '../../../src/contracts/payConfigs.js';
import { CONTRACT_COUNTRIES, DEFAULT_CONTRACT_COUNTRY, type ContractCountry } from '../../../src/domain/payConfigs/constants.js';
import type { Database } from '../../db/types/index.js';

/** The contract-type country of a shop (spec 3 §5): its country in lower case when it is one of them, else 'fr'. */
export function contractCountryOf(shopCountry: string | null | undefined): ContractCountry {
  const country = (shopCountry ?? '').toLowerCase();
  return (CONTRACT_COUNTRIES as readonly string[]).includes(country) ? (country as ContractCountry) : DEFAULT_CONTRACT_COUNTRY;
}

/** Every contract type (the contract_types table of migration 0033), by country and key. */
export async function listContractTypes(db: Kysely<Database>): Promise<ContractType[]> {
  const rows = await db.selectFrom('contract_types').select(['id', 'country', 'key']).orderBy('country').orderBy('key').orderBy('id').execute();
  return rows
    .filter((row) => (CONTRACT_COUNTRIES as readonly string[]).includes(row.country))
    .map((row) => ({ id: Number(row.id), country: row.country as ContractCountry, key: row.key }));
}

/** The contract types a config of these shops may exclude (§5): those of the shops' countries ('fr' when none). */
export function contractTypesForCountries(types: readonly ContractType[], shopCountries: readonly (string | null)[]): ContractType[] {
  const countries = new Set(shopCountries.length > 0 ? shopCountries.map(contractCountryOf) : [DEFAULT_CONTRACT_COUNTRY]);
  return types.filter((type) => countries.has(type.country));
}
