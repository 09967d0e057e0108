import type { Insertable } from 'kysely';
import type {
  ClusterNodesTable,
  FeatureFlagsDevTable,
  FeatureFlagsTable,
  LabourLawsTable,
  LicensesTable,
  MembershipsTable,
  OrganisationsTable,
  SearchDocumentsTable,
  ShopsTable,
  UsersTable,
} from '../db/types/index.js';

/** Seed rows are complete (every column written, defaults included) and carry their id: relations are computed before anything is written. */
type WithId<T> = Required<Insertable<T>> & { id: number };

export type OrganisationRow = WithId<OrganisationsTable>;
export type ShopRow = WithId<ShopsTable>;
export type UserRow = WithId<UsersTable>;
export type LicenseRow = WithId<LicensesTable>;
export type MembershipRow = WithId<MembershipsTable>;
export type ClusterNodeRow = WithId<ClusterNodesTable>;
export type LabourLawRow = WithId<LabourLawsTable>;
export type FeatureFlagRow = Insertable<FeatureFlagsTable>;
export type DevFlagRow = Insertable<FeatureFlagsDevTable>;
export type SearchDocumentRow = Insertable<SearchDocumentsTable>;

/** Everything one organisation brings: the unit a streaming generator can flush at a time. */
export interface OrganisationBundle {
  organisation: OrganisationRow;
  shops: ShopRow[];
  licenses: LicenseRow[];
  users: UserRow[];
  memberships: MembershipRow[];
  clusterNodes: ClusterNodeRow[];
}

/** Tables in insertion order (foreign keys point backwards only). */
export interface SeedDataset {
  labour_laws: LabourLawRow[];
  organisations: OrganisationRow[];
  users: UserRow[];
  shops: ShopRow[];
  licenses: LicenseRow[];
  memberships: MembershipRow[];
  cluster_nodes: ClusterNodeRow[];
  feature_flags: FeatureFlagRow[];
  feature_flags_dev: DevFlagRow[];
  search_documents: SearchDocumentRow[];
}

export const LICENCE_TYPES = ['system_admin', 'advanced_planner', 'advanced_master', 'planner', 'employee'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
