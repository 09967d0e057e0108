import type { Generated, Selectable } from 'kysely';
import type { Flag, IsoDate, JsonText, SortKey } from './columns.js';

export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  corporate_name: string | null;
  /** active | trial | waiting | suspended | cancelled */
  status: string;
  owner_id: number | null;
  siren: string | null;
  /** pack offer name: basic | success | premium | enterprise ... */
  plan: string | null;
  sms_limit: Generated<number>;
  clusters: Generated<Flag>;
  is_new_offer: Generated<Flag>;
  is_enterprise: Generated<Flag>;
  max_users: number | null;
  created_from_svc_billing_automation: Generated<Flag>;
  /** kept in step by the code that creates/deletes shops and memberships */
  shops_count: Generated<number>;
  users_count: Generated<number>;
  /** sortKey(name) */
  name_sort: SortKey;
  /** display copies of the owner: "first_name last_name", e-mail, phone (null without owner) */
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
  /** soft delete (migration 0015): set, the organisation is gone from every list, search, the map and its record */
  deleted_at: Generated<IsoDate | null>;
  analytics_module: Generated<Flag>;
  hris_integration: Generated<Flag>;
  /** JSON arrays of names */
  exporters: Generated<JsonText>;
  global_integrations: Generated<JsonText>;
  /** when it moved to the new billing process (null: not yet) */
  billing_new_process_at: Generated<IsoDate | null>;
  /** when it was excluded from cash recovery (null: not excluded) */
  excluded_from_cash_recovery_at: Generated<IsoDate | null>;
}

export interface LicensesTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  position: Generated<number>;
  visible: Generated<Flag>;
  active: Generated<Flag>;
  /** system_admin | advanced_planner | advanced_master | planner | employee */
  original_type: string;
}

export interface ClusterNodesTable {
  id: Generated<number>;
  organisation_id: number;
  parent_id: number | null;
  shop_id: number | null;
  name: string;
  /** slash-separated ancestor ids, e.g. "1/4" */
  ancestry: string | null;
  depth: Generated<number>;
  editable: Generated<Flag>;
}

export type Organisation = Selectable<OrganisationsTable>;
