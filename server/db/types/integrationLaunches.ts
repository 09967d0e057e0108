import type { Generated } from 'kysely';
import type { IsoDate } from './columns.js';

/** Migration 0039: an organisation's main contacts per HRIS integration key (administrators, in order). */
export interface OrganisationMainContactsTable {
  organisation_id: number;
  integration_key: string;
  user_id: number;
  position: number;
}

/** Migration 0039: a mission the shops service's embedded default keeps (missions CSV upload). */
export interface ShopMissionsTable {
  id: Generated<number>;
  shop_id: number;
  label: string;
  /** YYYY-MM-DD */
  starts_on: string;
  ends_on: string | null;
  updated_at: IsoDate;
}

/** Migration 0039: a user's annualisation config. */
export interface UserAnnualizationConfigsTable {
  user_id: number;
  shop_id: number;
  /** YYYY-MM-DD */
  current_period_start_date: string;
}

/** Migration 0039: a theoretical balance the employees service's embedded default keeps. */
export interface AnnualizationTheoreticalBalancesTable {
  user_id: number;
  shop_id: number;
  /** Unix timestamp (seconds) of the period's first day, 00:00 UTC */
  period_start: number;
  /** hours */
  balance: number;
  updated_at: IsoDate;
}

/** Migration 0039: the paid-leave counters recomputation's result per user and reference period. */
export interface PaidLeaveComputedCountersTable {
  user_id: number;
  organisation_id: number;
  /** YYYY-MM-DD, the reference period's first day (1 June) */
  reference_start: string;
  acquired_days: number;
  taken_days: number;
  computed_at: IsoDate;
}
