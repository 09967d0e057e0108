import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The typed shape of the database, shared by SQLite and PostgreSQL.
 * Portability conventions (one Kysely codebase for both dialects):
 * - booleans are integers 0/1 (`Flag`), read them with `!!row.x`;
 * - timestamps are ISO-8601 UTC strings (`new Date().toISOString()`), which sort as text;
 * - JSON values are stored as text (`JSON.stringify`), parse on read.
 */
export type Flag = number;
export type IsoDate = string;
export type JsonText = string;
/**
 * A text column's sort key (src/domain/sortKey.ts: case- and accent-free, numbers padded), compared
 * byte by byte (COLLATE "C" on PostgreSQL) so both databases order identically. Every write of the
 * source column must write its key too: use the write modules (server/organisations, server/shops,
 * server/users) or server/lists/sortKeys.ts. Optional on insert (default '') only so that test
 * fixtures may leave it out; a row without its key sorts first.
 */
export type SortKey = ColumnType<string, string | undefined, string>;
/**
 * A display copy of another row's text (the shop's organisation name, the organisation's owner
 * name…), kept on the listed row so that the lists and the map read one table (migration 0008).
 * Written with its source by the write modules and the seeds (server/lists/displayCopies.ts);
 * the nullable copies are null when there is no such row (no owner, no referent).
 */
export type DisplayCopy = ColumnType<string, string | undefined, string>;

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
}

export interface ShopsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  corporate_name: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  /** ISO 3166 alpha-2, upper case: FR, BE, CH, ES, DE ... */
  country: Generated<string>;
  lat: number | null;
  lng: number | null;
  /** one of the 13 convention codes (server/domain constants) */
  convention: string | null;
  flexible_convention: Generated<Flag>;
  /** general | hospitality | retail | health | leisure | industry_and_services | industry | services | construction */
  sector: string | null;
  timezone: Generated<string>;
  siret: string | null;
  referent_user_id: number | null;
  bizdev: string | null;
  coach: string | null;
  labour_law_id: number | null;
  badging: Generated<Flag>;
  automatic_planning_active: Generated<Flag>;
  nb_employees: Generated<number>;
  cancelled: Generated<Flag>;
  cancelled_at: IsoDate | null;
  /** sortKey(name) */
  name_sort: SortKey;
  /** denormalised sort keys of the shops list: the organisation's name, the referent's name and e-mail */
  organisation_name_sort: SortKey;
  referent_name_sort: SortKey;
  referent_email_sort: SortKey;
  /** display copies of the organisation (name, status) and of the referent ("first_name last_name", e-mail, phone; null without referent) */
  organisation_name: DisplayCopy;
  organisation_status: DisplayCopy;
  referent_name: string | null;
  referent_email: string | null;
  referent_phone: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

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
  /** sortKey("first_name last_name") */
  name_sort: SortKey;
  /** sortKey(email) */
  email_sort: SortKey;
  created_at: IsoDate;
  updated_at: IsoDate;
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

export interface InvitationsTable {
  id: Generated<number>;
  user_id: number;
  organisation_id: number | null;
  sent_by_id: number | null;
  email: string;
  /** the rendered e-mail kept for the e-mail service (JSON: subject, body, lang) */
  mail: JsonText;
  status: string;
  created_at: IsoDate;
}

export interface FeatureFlagsTable {
  name: string;
  description: string;
  /** JSON array of country codes (spec 1 §3) */
  languages: Generated<JsonText>;
  /** JSON array of sectors (spec 1 §3) */
  sectors: Generated<JsonText>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface FeatureFlagsDevTable {
  name: string;
  description: string;
  active: Generated<Flag>;
  /** null for a standard flag; shop | user | organisation for a canary flag */
  canary_release_type: string | null;
  /** JSON array of ids; [] means "apply to all" */
  canary_release_ids: Generated<JsonText>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface LabourLawsTable {
  id: Generated<number>;
  /** upper case: FR, BE, CH, DE, ES, IT, LU */
  country: string;
  /** agreement | region | country */
  scope: string;
  key: string;
  name: string;
  alerts: Generated<JsonText>;
  absences_with_owed_meal: Generated<JsonText>;
  rules: Generated<JsonText>;
  enabled: Generated<Flag>;
  created_at: IsoDate;
  updated_at: IsoDate;
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

export interface SearchDocumentsTable {
  /** User | Organisation | Shop */
  searchable_type: string;
  searchable_id: number;
  content: string;
  additional_information: string | null;
  /** lower-cased, accent-free text the search adapter matches against */
  normalized: string;
  /** normalizeForSearch(content): exact and prefix matches are ranked on it */
  content_key: string;
  /** generated by the database: (content length, type, id) packed in one integer, the order of equally good matches */
  rank_key: ColumnType<number, never, never>;
}

export interface ShopFeatureStatesTable {
  shop_id: number;
  /** one of SHOP_FEATURES (src/domain/shopFeatures.ts) */
  name: string;
  activated: Flag;
  updated_at: IsoDate;
}

export interface SessionsTable {
  /** the refresh-token family: one per sign-in */
  id: string;
  user_id: number;
  created_at: IsoDate;
  revoked_at: IsoDate | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  /** the token's jti */
  id: string;
  session_id: string;
  user_id: number;
  expires_at: IsoDate;
  used_at: IsoDate | null;
  created_at: IsoDate;
}

/** Issue 13: each impersonation token, used once by home_url and once by the stand-in landing page. */
export interface ImpersonationTokensTable {
  /** the token's jti */
  id: string;
  /** the staff session that asked for it: the token and its stand-in session end with it */
  staff_session_id: string;
  actor_id: number;
  user_id: number;
  expires_at: IsoDate;
  exchanged_at: IsoDate | null;
  landed_at: IsoDate | null;
  /** SHA-256 (hex) of the stand-in main application's session cookie opened by the landing */
  stand_in_session_hash: string | null;
  stand_in_expires_at: IsoDate | null;
  created_at: IsoDate;
}

export interface AuditEventsTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_email: string | null;
  /** e.g. feature_flag.update, user.impersonate, auth.sign_in */
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: JsonText | null;
  after: JsonText | null;
  /** the server's id of the request that wrote the row (never the caller's X-Request-Id) */
  request_id: string | null;
  /** the caller's X-Request-Id when well-formed (migration 0012) */
  correlation_id: string | null;
  /** the client IP of that request (migration 0012) */
  ip: string | null;
  created_at: IsoDate;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** queued | running | succeeded | failed */
  status: string;
  progress: Generated<number>;
  total: Generated<number>;
  payload: Generated<JsonText>;
  result: JsonText | null;
  error: string | null;
  created_by_id: number | null;
  created_at: IsoDate;
  started_at: IsoDate | null;
  finished_at: IsoDate | null;
  /** last sign of life of the worker running it; a running job silent for too long is taken over */
  heartbeat_at: IsoDate | null;
  /** at most one queued or running job per non-null key (a unique partial index) */
  singleton_key: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  organisations: OrganisationsTable;
  shops: ShopsTable;
  users: UsersTable;
  licenses: LicensesTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  feature_flags: FeatureFlagsTable;
  feature_flags_dev: FeatureFlagsDevTable;
  labour_laws: LabourLawsTable;
  cluster_nodes: ClusterNodesTable;
  search_documents: SearchDocumentsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  impersonation_tokens: ImpersonationTokensTable;
  audit_events: AuditEventsTable;
  jobs: JobsTable;
  shop_feature_states: ShopFeatureStatesTable;
  app_settings: AppSettingsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Organisation = Selectable<OrganisationsTable>;
export type Shop = Selectable<ShopsTable>;
export type AuditEvent = Selectable<AuditEventsTable>;
export type Job = Selectable<JobsTable>;
