import type { Generated, Selectable } from 'kysely';
import type { Flag, IsoDate } from './columns.js';

/** A shop's pay-export integration (migration 0019); "has an integration": active and not fake-destroyed. */
export interface ShopIntegrationsTable {
  id: Generated<number>;
  organisation_id: number;
  shop_id: number;
  /** a pay-exporter key (src/contracts/modules.ts PAY_EXPORTER_KEYS) or 'legacy' */
  source: string;
  name: string;
  active: Generated<Flag>;
  /** set: removed (legacy integration removal keeps the row) */
  fake_destroyed_at: IsoDate | null;
  created_at: IsoDate;
  updated_at: IsoDate;
}

/** The applications linked to an organisation's analytics module (migration 0019). */
export interface OrganisationApplicationsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  created_at: IsoDate;
}

export type ShopIntegration = Selectable<ShopIntegrationsTable>;
export type OrganisationApplication = Selectable<OrganisationApplicationsTable>;
