import type { Generated, Selectable } from 'kysely';
import type { DisplayCopy, Flag, IsoDate, SortKey } from './columns.js';

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
  /**
   * display copy of the organisation's deleted_at (migration 0015): the shops of a deleted organisation are hidden;
   * since 0024 also set by the shop's own deletion: it means "hidden: its organisation's or its own deletion"
   */
  organisation_deleted_at: Generated<IsoDate | null>;
  /** migration 0018: the automatic-planning allowance (0 hides 'add automatic plannings') and what is left of it */
  max_automatic_planning_uses: Generated<number>;
  automatic_planning_uses_left: Generated<number>;
  /** migration 0024: the shop's own soft delete (organisation_deleted_at is then set too: it means "hidden") */
  deleted_at: Generated<IsoDate | null>;
  excluded_from_cash_recovery_at: Generated<IsoDate | null>;
  created_from_svc_billing_automation: Generated<Flag>;
  mobile_punch_clock: Generated<Flag>;
  /** the shop's own pack offer; null = its organisation's plan */
  pack_offer_name: Generated<string | null>;
  billing_email: Generated<string | null>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface ShopFeatureStatesTable {
  shop_id: number;
  /** one of SHOP_FEATURES (src/domain/shopFeatures.ts) */
  name: string;
  activated: Flag;
  updated_at: IsoDate;
}

/** Migration 0034: the option's features already on when a feature option ('HR +') was turned on; kept on when it goes off. */
export interface ShopFeatureOptionPriorsTable {
  shop_id: number;
  /** a FEATURE_OPTIONS key (src/domain/modules/shopModules.ts) */
  option: string;
  /** JSON array of feature names */
  features_on: string;
  created_at: IsoDate;
}

export type Shop = Selectable<ShopsTable>;
