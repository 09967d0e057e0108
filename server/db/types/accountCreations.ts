import type { Generated } from 'kysely';
import type { IsoDate } from './columns.js';

/** An account-creation prospect (migration 0025, spec 2 §3 "Prospect"). */
export interface AccountCreationsTable {
  id: Generated<number>;
  organisation_name: string | null;
  /** one of PROSPECT_STEPS (src/domain/prospects/prospects.ts) */
  step: string;
  name: string | null;
  email: string;
  phone: string | null;
  bizdev: string | null;
  language: string;
  country: string;
  pack_offer_name: string;
  /** sepa | transfer | no_type */
  payment_type: string;
  /** the opaque token of the payment link (null without one) */
  payment_token: string | null;
  /** 0/1: the mail attaches the employees import file (kept for the reinvitation) */
  include_employees_import_file: Generated<number>;
  invited_at: IsoDate;
  created_at: IsoDate;
  updated_at: IsoDate;
}
