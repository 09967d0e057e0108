import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Flag, IsoDate, JsonText, SortKey } from './columns.js';

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  /** argon2 hash; null for users who never set a password */
  password_hash: string | null;
  lang: Generated<string>;
  super_admin: Generated<Flag>;
  /** JSON array of granted permission flag names (server/auth/permissions.ts) */
  permissions: Generated<JsonText>;
  /** an account that may only use the time clock (spec 1 §8 "time clock disabled") */
  time_clock_only: Generated<Flag>;
  contract_hours: number | null;
  badging_pin: string | null;
  confirmed_at: IsoDate | null;
  invitation_accepted_at: IsoDate | null;
  archived_at: IsoDate | null;
  /**
   * the user's organisation (migration 0016): that of their main membership, else of their oldest one;
   * null without membership. Kept by server/routes/users/store.ts (addMembership, removeMembership) and the seed.
   */
  organisation_id: number | null;
  /** migration 0033: the payroll software's employee number (null: none) and the user's team (excluded_teams) */
  pay_identification_number: Generated<string | null>;
  team: Generated<string | null>;
  /** sortKey("first_name last_name") */
  name_sort: SortKey;
  /** sortKey(email) */
  email_sort: SortKey;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface MembershipsTable {
  id: Generated<number>;
  user_id: number;
  organisation_id: number;
  /** the user's main shop; other shops are further rows with main = 0 */
  shop_id: number | null;
  license_id: number | null;
  main: Generated<Flag>;
  created_at: IsoDate;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
