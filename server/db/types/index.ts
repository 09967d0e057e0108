import type { AppSettingsTable } from './appSettings.js';
import type { AuditEventsTable } from './audit.js';
import type { FeatureFlagsDevTable, FeatureFlagsTable } from './featureFlags.js';
import type { InvitationsTable } from './invitations.js';
import type { JobsTable } from './jobs.js';
import type { LabourLawsTable } from './labourLaws.js';
import type { BlacklistEntriesTable, OutboxAttachmentsTable, OutboxMessagesTable, OutboxStatusEventsTable } from './outbox.js';
import type { ClusterNodesTable, LicensesTable, OrganisationsTable } from './organisations.js';
import type { SearchDocumentsTable } from './search.js';
import type { ImpersonationTokensTable, RefreshTokensTable, SessionsTable } from './sessions.js';
import type { ShopFeatureStatesTable, ShopsTable } from './shops.js';
import type { OutboundRequestsTable, TrackingEventsTable } from './tracking.js';
import type { MembershipsTable, UsersTable } from './users.js';

export type * from './appSettings.js';
export type * from './audit.js';
export type * from './columns.js';
export type * from './featureFlags.js';
export type * from './invitations.js';
export type * from './jobs.js';
export type * from './labourLaws.js';
export type * from './organisations.js';
export type * from './outbox.js';
export type * from './search.js';
export type * from './sessions.js';
export type * from './shops.js';
export type * from './tracking.js';
export type * from './users.js';

/** The typed shape of the database (one file per area next to this one; conventions in columns.ts). */
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
  outbox_messages: OutboxMessagesTable;
  outbox_attachments: OutboxAttachmentsTable;
  outbox_status_events: OutboxStatusEventsTable;
  blacklist_entries: BlacklistEntriesTable;
  tracking_events: TrackingEventsTable;
  outbound_requests: OutboundRequestsTable;
}
