import type { Generated, Selectable } from 'kysely';
import type { IsoDate } from './columns.js';

/** Migration 0033: a contract type of a contract country (spec 3 §3.2), seeded by the migration. */
export interface ContractTypesTable {
  id: Generated<number>;
  /** lower case: fr, es, de, gb, be, ch */
  country: string;
  /** CONTRACT_TYPES_BY_COUNTRY (src/domain/payConfigs/contractTypes.ts) */
  key: string;
}

/** Migration 0033: a user's employment contract, read by the payroll file. */
export interface UserContractsTable {
  id: Generated<number>;
  user_id: number;
  /** the shop it is tied to, or null */
  shop_id: number | null;
  contract_type_id: number;
  /** hourly_rate | daily_rate */
  counter_type: Generated<string>;
  weekly_hours: number;
  /** YYYY-MM-DD, both included; ends_on null = open-ended */
  starts_on: string;
  ends_on: string | null;
  created_at: IsoDate;
}

export type ContractTypeRow = Selectable<ContractTypesTable>;
export type UserContract = Selectable<UserContractsTable>;
